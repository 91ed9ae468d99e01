import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { Checkbox } from './checkbox';
import { NativeCheckbox } from './native-checkbox';

const meta = preview.meta({
  title: 'Shared/UI/Checkbox',
  component: Checkbox,
  args: { label: 'I travel with pets' },
});

export const Unchecked = meta.story();

export const Checked = meta.story({ args: { defaultChecked: true } });

export const Disabled = meta.story({ args: { disabled: true } });

export const DisabledChecked = meta.story({ args: { disabled: true, defaultChecked: true } });

export const TogglesWithKeyboard = meta.story({
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I travel with pets' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
  },
});

/** The browser's own checkbox, drawn the same, for pages within a tight size budget. */
export const Native = meta.story({
  render: (args) => <NativeCheckbox {...args} />,
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I travel with pets' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
});
