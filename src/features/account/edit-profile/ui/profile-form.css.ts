import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const form = style({
  display: 'grid',
  gap: vars.space.xl,
});

export const group = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  '@media': {
    [media.large]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.md,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});
