import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { Card } from '../card/card';
import { Container } from './container';
import { PageContainer } from './page-container';

const meta = preview.meta({
  title: 'Shared/UI/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: { children: <Card>Content stays within the container’s width, with gutters on small screens.</Card> },
});

export const Regular = meta.story();

export const Narrow = meta.story({ args: { size: 'narrow' } });

export const Wide = meta.story({ args: { size: 'wide' } });

/** A page's content: sections a grid apart, with the page's space above and below (larger on large screens). */
export const Page = meta.story({
  render: () => (
    <PageContainer size="narrow" as="section" aria-label="Page">
      <Card>The page's heading and introduction.</Card>
      <Card>A section of the page.</Card>
    </PageContainer>
  ),
  play: async ({ canvas }) => {
    const page = canvas.getByRole('region', { name: 'Page' });
    const style = getComputedStyle(page);
    await expect(style.display).toBe('grid');
    await expect(style.rowGap).not.toBe('normal');
    await expect(parseFloat(style.paddingTop)).toBeGreaterThan(0);
    await expect(style.paddingTop).toBe(style.paddingBottom);
  },
});
