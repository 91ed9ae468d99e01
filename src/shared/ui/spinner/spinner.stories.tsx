import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { Stack } from '../stack/stack';
import { Spinner } from './spinner';

const meta = preview.meta({
  title: 'Shared/UI/Spinner',
  component: Spinner,
  args: { label: 'Loading availability…' },
});

export const WithLabel = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading availability…');
  },
});

export const Sizes = meta.story({
  render: (args) => (
    <Stack direction="horizontal" align="center">
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </Stack>
  ),
});

export const Decorative = meta.story({ args: { label: undefined } });
