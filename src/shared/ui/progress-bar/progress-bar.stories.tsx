import preview from '#.storybook/preview';
import { ProgressBar } from './progress-bar';

const meta = preview.meta({
  title: 'Shared/UI/ProgressBar',
  component: ProgressBar,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { value: 40 },
});

export const DefaultLabel = meta.story();

export const WithLabel = meta.story({ args: { label: 'Uploading photos', value: 3, max: 8 } });

export const Small = meta.story({ args: { label: 'Profile complete', size: 'sm', value: 75 } });

export const Complete = meta.story({ args: { label: 'Uploading photos', value: 100 } });
