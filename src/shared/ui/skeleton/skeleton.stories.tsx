import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { Stack } from '../stack/stack';
import { Skeleton } from './skeleton';
import { SkeletonGroup } from './skeleton-group';

const meta = preview.meta({
  title: 'Shared/UI/Skeleton',
  component: Skeleton,
  decorators: [
    (Story) => (
      <SkeletonGroup>
        <Story />
      </SkeletonGroup>
    ),
  ],
});

export const Text = meta.story({ args: { shape: 'text', width: '16rem' } });

export const Rect = meta.story({ args: { shape: 'rect', width: '20rem', height: '12rem' } });

export const Circle = meta.story({ args: { shape: 'circle', width: 48 } });

export const CamperCard = meta.story({
  render: () => (
    <Stack gap="sm" style={{ maxWidth: '20rem' }}>
      <Skeleton shape="rect" height="11rem" />
      <Stack direction="horizontal" align="center" gap="sm">
        <Skeleton shape="circle" width={32} />
        <Skeleton shape="text" width="60%" />
      </Stack>
      <Skeleton shape="text" />
      <Skeleton shape="text" width="40%" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
});

export const CustomLabel = meta.story({
  decorators: [
    (Story) => (
      <SkeletonGroup label="Loading reviews…">
        <Story />
      </SkeletonGroup>
    ),
  ],
  args: { shape: 'text', width: '16rem' },
});
