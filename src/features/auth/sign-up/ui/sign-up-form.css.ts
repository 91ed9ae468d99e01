import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.large]: { gridTemplateColumns: '1fr 1fr' } },
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
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.info}`,
  background: vars.color.infoSubtle,
  color: vars.color.text,
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

export const submit = style({
  width: '100%',
});
