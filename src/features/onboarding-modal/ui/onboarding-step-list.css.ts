import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '2.25rem 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.large]: { padding: vars.space.xl } },
});

export const current = style({
  borderColor: vars.color.brand,
  boxShadow: `0 0 0 1px ${vars.color.brand}`,
});

const markerBase = style({
  gridRow: 'span 3',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.pill,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: vars.fontWeight.bold,
  border: `2px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  background: vars.color.surface,
});

export const marker = styleVariants({
  done: [markerBase, { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand }],
  active: [markerBase, { borderColor: vars.color.brand, color: vars.color.brand }],
  todo: [markerBase],
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const title = style({ margin: 0 });

export const body = style({
  gridColumn: 2,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const waiting = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSubtle,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
});
