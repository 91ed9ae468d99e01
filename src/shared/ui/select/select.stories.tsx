import preview from '#.storybook/preview';
import { expect, screen } from 'storybook/test';
import { FormField } from '../form-field/form-field';
import { Select, type SelectProps } from './select';

const countries = [
  { value: 'SE', label: 'Sweden' },
  { value: 'NO', label: 'Norway' },
  { value: 'FI', label: 'Finland' },
  { value: 'DK', label: 'Denmark' },
  { value: 'IS', label: 'Iceland', disabled: true },
];

// A select is always shown inside a FormField, whose label names it.
function LabelledSelect({ error, ...props }: SelectProps & { error?: string }) {
  return (
    <div style={{ maxWidth: '20rem' }}>
      <FormField label="Pick-up country" hint="Where you collect the camper." error={error}>
        {(control) => <Select {...props} {...control} />}
      </FormField>
    </div>
  );
}

const meta = preview.meta({
  title: 'Shared/UI/Select',
  component: Select,
  render: (args) => <LabelledSelect {...args} />,
  args: { items: countries, placeholder: 'Choose a country' },
});

export const WithPlaceholder = meta.story();

export const WithValue = meta.story({ args: { defaultValue: 'NO' } });

export const WithError = meta.story({
  render: (args) => <LabelledSelect {...args} error="Choose where you collect the camper." />,
});

export const Disabled = meta.story({ args: { disabled: true, defaultValue: 'SE' } });

export const ChoosesAnItem = meta.story({
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Pick-up country' });
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Finland' }));
    await expect(select).toHaveTextContent('Finland');
  },
});
