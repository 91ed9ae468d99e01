import preview from '#.storybook/preview';
import { HomePage } from './home-page';

const meta = preview.meta({ title: 'Pages/Home', component: HomePage, parameters: { layout: 'fullscreen' } });

export const Default = meta.story({});
