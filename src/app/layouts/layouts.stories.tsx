import preview from '#.storybook/preview';
import { BareLayout } from './bare-layout';
import { DefaultLayout } from './default-layout';
import { MagazineLayout } from './magazine-layout';

const meta = preview.meta({ title: 'App/Layouts', component: DefaultLayout, parameters: { layout: 'fullscreen' } });

const Page = () => (
  <div style={{ padding: '2rem' }}>
    <h1>Page content</h1>
    <p>The page a route renders goes here.</p>
  </div>
);

export const Default = meta.story({ render: () => <DefaultLayout><Page /></DefaultLayout> });

export const DefaultWithFloatingBanner = meta.story({
  render: () => (
    <DefaultLayout campaignBanner={<p style={{ background: '#e6efe8', padding: '0.5rem 1rem', margin: 0 }}>Campaign bar</p>}>
      <Page />
    </DefaultLayout>
  ),
});

export const Bare = meta.story({ render: () => <BareLayout><Page /></BareLayout> });

export const Magazine = meta.story({
  render: () => (
    <MagazineLayout navigation={<a href="#routes">Routes and tips</a>}>
      <Page />
    </MagazineLayout>
  ),
});
