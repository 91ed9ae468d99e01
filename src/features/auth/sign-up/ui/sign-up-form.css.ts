import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.large]: { gridTemplateColumns: '1fr 1fr' } },
});

export const organization = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingLeft: vars.space.lg,
  borderLeft: `3px solid ${vars.color.border}`,
});

export const checkError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
});
