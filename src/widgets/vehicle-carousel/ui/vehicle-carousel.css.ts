import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const region = style({ position: 'relative', overflow: 'hidden', borderRadius: vars.radius.lg, background: vars.color.surfaceMuted });

export const viewport = style({ overflow: 'hidden', aspectRatio: '4 / 3', '@media': { [media.large]: { aspectRatio: '16 / 9' } } });

export const track = style({ display: 'flex', height: '100%', willChange: 'transform' });

export const slide = style({ flex: '0 0 100%', height: '100%' });

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  border: 0,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  fontSize: vars.fontSize.xl,
  display: 'grid',
  placeItems: 'center',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const previous = style([arrow, { left: vars.space.sm }]);
export const next = style([arrow, { right: vars.space.sm }]);

export const dots = style({
  position: 'absolute',
  bottom: vars.space.sm,
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.overlay,
  listStyle: 'none',
  margin: 0,
});

export const dot = style({
  width: '1.5rem',
  height: '1.5rem',
  border: 0,
  padding: 0,
  background: 'transparent',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.textInverse}`, borderRadius: vars.radius.pill } },
  '::after': { content: '""', width: '0.625rem', height: '0.625rem', borderRadius: vars.radius.pill, background: vars.color.textInverse, opacity: 0.6 },
});

export const dotCurrent = style({ '::after': { opacity: 1, transform: 'scale(1.25)' } });

export const counter = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
});

export const empty = style({ display: 'grid', placeItems: 'center', aspectRatio: '4 / 3', color: vars.color.textMuted });
