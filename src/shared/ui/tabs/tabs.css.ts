import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const trigger = style({
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  borderBottom: '3px solid transparent',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&:focus-visible': { outlineOffset: '-2px' },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const content = style({
  paddingBlock: vars.space.lg,
});
