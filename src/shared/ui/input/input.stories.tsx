import preview from '#.storybook/preview';
import { Input } from './input';

// Inputs get their label from FormField; here an aria-label stands in for it.
const meta = preview.meta({
  title: 'Shared/UI/Input',
  component: Input,
  args: { 'aria-label': 'Destination' },
});

export const Empty = meta.story();

export const WithPlaceholder = meta.story({ args: { placeholder: 'e.g. Lofoten' } });

export const WithValue = meta.story({ args: { defaultValue: 'Lofoten' } });

export const Invalid = meta.story({ args: { 'aria-invalid': true, defaultValue: 'Lof' } });

export const Disabled = meta.story({ args: { disabled: true, defaultValue: 'Lofoten' } });
