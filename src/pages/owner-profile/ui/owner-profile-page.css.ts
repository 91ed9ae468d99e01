import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const page = style({
  display: 'grid',
  gap: vars.space.xxl,
  paddingBlock: vars.space.xl,
  '@media': { [media.large]: { paddingBlock: vars.space.xxxl } },
});

export const head = style({ display: 'flex', gap: vars.space.lg, alignItems: 'center', flexWrap: 'wrap' });

export const avatar = style({
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: '50%',
  objectFit: 'cover',
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.brandSubtle,
  color: vars.color.brand,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const identity = style({ display: 'grid', gap: vars.space.xs });
export const nameLine = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });

export const facts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
});

export const fact = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const figure = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const section = style({ display: 'grid', gap: vars.space.lg });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
