import preview from '#.storybook/preview';
import { Card } from '../card/card';
import { Container } from './container';

const meta = preview.meta({
  title: 'Shared/UI/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: { children: <Card>Content stays within the container’s width, with gutters on small screens.</Card> },
});

export const Regular = meta.story();

export const Narrow = meta.story({ args: { size: 'narrow' } });

export const Wide = meta.story({ args: { size: 'wide' } });
