import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const page = style({
  paddingBlock: vars.space.xl,
  '@media': { [media.large]: { paddingBlock: vars.space.xxxl } },
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
});

export const done = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success}`,
  background: vars.color.successSubtle,
  margin: 0,
});
