import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSubtle,
  color: vars.color.text,
});
