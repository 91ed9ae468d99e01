import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  maxWidth: '24rem',
});

export const field = style({
  alignSelf: 'stretch',
});

export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  alignSelf: 'stretch',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSubtle,
  color: vars.color.text,
});
