import preview from '#.storybook/preview';
import { Stack } from '../stack/stack';
import { Heading } from './heading';

const meta = preview.meta({
  title: 'Shared/UI/Heading',
  component: Heading,
  args: { level: 1, children: 'Camper holidays in the Nordics' },
});

export const Levels = meta.story({
  render: () => (
    <Stack>
      <Heading level={1}>Level 1 – Camper holidays in the Nordics</Heading>
      <Heading level={2}>Level 2 – Popular routes</Heading>
      <Heading level={3}>Level 3 – The Lofoten loop</Heading>
      <Heading level={4}>Level 4 – Where to stay</Heading>
    </Stack>
  ),
});

export const SizeIndependentOfLevel = meta.story({ args: { level: 2, size: 'sm', children: 'Level 2, small size' } });
