import preview from '#.storybook/preview';
import { Stack } from '../stack/stack';
import { Text } from './text';

const meta = preview.meta({
  title: 'Shared/UI/Text',
  component: Text,
  args: { children: 'Pick up your camper in Oslo and drop it off in Tromsø.' },
});

export const Default = meta.story();

export const Sizes = meta.story({
  render: (args) => (
    <Stack>
      <Text {...args} size="sm" />
      <Text {...args} size="md" />
      <Text {...args} size="lg" />
    </Stack>
  ),
});

export const Tones = meta.story({
  render: () => (
    <Stack>
      <Text tone="default">Default: 7 nights, 2 adults.</Text>
      <Text tone="muted">Muted: prices include VAT.</Text>
      <Text tone="danger">Danger: this date is no longer available.</Text>
      <Text tone="success">Success: your booking is confirmed.</Text>
    </Stack>
  ),
});

export const Bold = meta.story({ args: { weight: 'bold' } });
