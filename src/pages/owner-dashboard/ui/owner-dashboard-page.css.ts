import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const page = style({
  display: 'grid',
  gap: vars.space.xxl,
  paddingBlock: vars.space.xl,
  '@media': { [media.large]: { paddingBlock: vars.space.xxxl } },
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [media.large]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const section = style({ display: 'grid', gap: vars.space.md });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const due = style({ color: vars.color.accent, margin: 0, fontSize: vars.fontSize.sm });
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });

export const figures = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
});

export const figure = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const figureValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const figureName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stack = style({ display: 'grid', gap: vars.space.xxl, alignContent: 'start' });
