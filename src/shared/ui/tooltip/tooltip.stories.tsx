import preview from '#.storybook/preview';
import { expect, screen } from 'storybook/test';
import { Button } from '../button/button';
import { Tooltip } from './tooltip';

const meta = preview.meta({
  title: 'Shared/UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Free cancellation up to 14 days before pick-up.',
    children: <Button variant="secondary">Cancellation policy</Button>,
  },
  parameters: { layout: 'centered' },
});

export const OnLarge = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancellation policy' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Free cancellation up to 14 days before pick-up.');
  },
});

export const OnSmall = meta.story({
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancellation policy' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Free cancellation up to 14 days before pick-up.');
  },
});

export const Below = meta.story({ args: { side: 'bottom' } });
