import preview from '#.storybook/preview';
import { Card } from '../card/card';
import { Stack } from './stack';

const meta = preview.meta({
  title: 'Shared/UI/Stack',
  component: Stack,
  args: {
    children: [
      <Card key="1">Pick-up</Card>,
      <Card key="2">Drop-off</Card>,
      <Card key="3">Extras</Card>,
    ],
  },
});

export const Vertical = meta.story();

export const Horizontal = meta.story({ args: { direction: 'horizontal' } });

export const LargeGap = meta.story({ args: { gap: 'xxl' } });

export const ResponsiveGap = meta.story({ args: { direction: 'horizontal', gap: { small: 'xs', large: 'xl' } } });

export const Centred = meta.story({ args: { direction: 'horizontal', justify: 'center', align: 'center' } });
