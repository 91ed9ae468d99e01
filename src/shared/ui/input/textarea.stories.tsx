import preview from '#.storybook/preview';
import { Textarea } from './textarea';

// Textareas get their label from FormField; here an aria-label stands in for it.
const meta = preview.meta({
  title: 'Shared/UI/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Message to the owner' },
});

export const Empty = meta.story();

export const WithValue = meta.story({ args: { defaultValue: 'We arrive around 18:00. Is late pick-up possible?' } });

export const Invalid = meta.story({ args: { 'aria-invalid': true } });

export const Disabled = meta.story({ args: { disabled: true } });
