import preview from '#.storybook/preview';
import { Heading } from '../heading/heading';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';
import { Card } from './card';

const meta = preview.meta({
  title: 'Shared/UI/Card',
  component: Card,
  args: {
    style: { maxWidth: '22rem' },
    children: (
      <Stack gap="xs">
        <Heading level={3}>VW California Ocean</Heading>
        <Text tone="muted">4 berths · automatic · from €119 per night</Text>
      </Stack>
    ),
  },
});

export const Default = meta.story();

export const Elevated = meta.story({ args: { elevated: true } });

export const SmallPadding = meta.story({ args: { padding: 'sm' } });

export const LargePadding = meta.story({ args: { padding: 'lg', as: 'article' } });
