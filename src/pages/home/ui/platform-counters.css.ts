import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const counters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const counter = style({
  display: 'grid',
  gap: vars.space.xxs,
});

export const counterValue = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  color: vars.color.brand,
});
