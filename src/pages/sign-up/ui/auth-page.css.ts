import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const page = style({
  paddingBlock: vars.space.xl,
  '@media': { [media.large]: { paddingBlock: vars.space.xxxl } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '36rem',
  marginInline: 'auto',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});

export const switchLine = style({
  margin: 0,
  textAlign: 'center',
});
