import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const page = style({
  display: 'grid',
  gap: vars.space.xxl,
  paddingBlock: vars.space.xl,
  maxWidth: '48rem',
  '@media': { [media.large]: { paddingBlock: vars.space.xxxl } },
});

export const section = style({ display: 'grid', gap: vars.space.md });

export const rewards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.large]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const reward = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });
