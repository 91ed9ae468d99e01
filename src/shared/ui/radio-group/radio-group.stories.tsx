import preview from '#.storybook/preview';
import { RadioGroup } from './radio-group';

const meta = preview.meta({
  title: 'Shared/UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Insurance',
    items: [
      { value: 'basic', label: 'Basic (included)' },
      { value: 'comfort', label: 'Comfort, €12 per day' },
      { value: 'premium', label: 'Premium, €19 per day' },
    ],
    defaultValue: 'basic',
  },
});

export const Vertical = meta.story();

export const Horizontal = meta.story({ args: { orientation: 'horizontal' } });

export const WithDisabledItem = meta.story({
  args: {
    items: [
      { value: 'basic', label: 'Basic (included)' },
      { value: 'premium', label: 'Premium (sold out)', disabled: true },
    ],
  },
});

export const Disabled = meta.story({ args: { disabled: true } });
