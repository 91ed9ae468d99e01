import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { Input } from '../input/input';
import { Textarea } from '../input/textarea';
import { FormField } from './form-field';

const meta = preview.meta({
  title: 'Shared/UI/FormField',
  component: FormField,
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}><Story /></div>],
  args: {
    label: 'E-mail',
    children: (control) => <Input type="email" autoComplete="email" {...control} />,
  },
});

export const Default = meta.story();

export const WithHint = meta.story({ args: { hint: 'We send the booking confirmation here.' } });

export const WithError = meta.story({
  args: { hint: 'We send the booking confirmation here.', error: 'Enter an e-mail address like name@example.com.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We send the booking confirmation here. Enter an e-mail address like name@example.com.',
    );
  },
});

export const WithTextarea = meta.story({
  args: {
    label: 'Message to the owner',
    hint: 'Optional.',
    children: (control) => <Textarea {...control} />,
  },
});

export const Disabled = meta.story({
  args: { children: (control) => <Input type="email" disabled defaultValue="anna@example.com" {...control} /> },
});
