import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.xl });

export const header = style({ display: 'grid', gap: vars.space.xs });

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.large]: { gridTemplateColumns: 'minmax(0, 1fr) 24rem', alignItems: 'start' } },
});

// Stuck below the sticky header, not under it (issue #26: its calendar's controls were partly hidden).
export const aside = style({ '@media': { [media.large]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + 1px + ${vars.space.lg})` } } });

export const description = style({ margin: 0, whiteSpace: 'pre-line' });

export const problem = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', paddingBlock: vars.space.xxl });

export const related = style({ display: 'grid', gap: vars.space.md, paddingBlock: vars.space.xl, borderTop: `1px solid ${vars.color.border}` });
