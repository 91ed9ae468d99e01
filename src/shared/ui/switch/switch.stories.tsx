import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { Switch } from './switch';

const meta = preview.meta({
  title: 'Shared/UI/Switch',
  component: Switch,
  args: { label: 'Show prices including VAT' },
});

export const Off = meta.story();

export const On = meta.story({ args: { defaultChecked: true } });

export const Disabled = meta.story({ args: { disabled: true } });

export const TogglesWithKeyboard = meta.story({
  play: async ({ canvas, userEvent }) => {
    const control = canvas.getByRole('switch', { name: 'Show prices including VAT' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
  },
});
