import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
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

export const notice = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.info}`,
  background: vars.color.infoSubtle,
  color: vars.color.text,
  margin: 0,
});

export const forgotLink = style({
  alignSelf: 'flex-start',
  fontSize: vars.fontSize.sm,
});

export const submit = style({
  width: '100%',
});
