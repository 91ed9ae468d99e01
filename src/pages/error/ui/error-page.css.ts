import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const page = style({
  paddingBlock: vars.space.xxl,
  display: 'grid',
  gap: vars.space.lg,
  justifyItems: 'start',
  maxWidth: '44rem',
});

export const image = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
});

export const code = style({
  fontFamily: vars.font.mono,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
});
