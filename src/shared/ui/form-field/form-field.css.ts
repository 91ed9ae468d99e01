import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
});

export const label = style({
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const hint = style({
  marginBottom: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

// Spaced only when filled: the empty element stays in place as a live region.
export const error = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:not(:empty)': { marginTop: vars.space.xs },
  },
});
