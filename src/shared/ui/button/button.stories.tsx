import preview from '#.storybook/preview';
import { expect, fn } from 'storybook/test';
import { Stack } from '../stack/stack';
import { Button } from './button';

const meta = preview.meta({
  title: 'Shared/UI/Button',
  component: Button,
  args: { children: 'Book now', onClick: fn() },
});

export const Primary = meta.story({ args: { variant: 'primary' } });

export const Secondary = meta.story({ args: { variant: 'secondary', children: 'Save for later' } });

export const Ghost = meta.story({ args: { variant: 'ghost', children: 'Show all photos' } });

export const Danger = meta.story({ args: { variant: 'danger', children: 'Cancel booking' } });

export const Sizes = meta.story({
  render: (args) => (
    <Stack direction="horizontal" align="center">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </Stack>
  ),
});

export const Loading = meta.story({
  args: { loading: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Book now' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
});

export const Disabled = meta.story({ args: { disabled: true } });

export const AsLink = meta.story({
  args: { asChild: true, variant: 'secondary', children: <a href="#campers">See all campers</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See all campers' })).toBeVisible();
  },
});
