import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const cardBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  marginInline: 'auto',
});

/** Narrow for a few fields (log in, passwords, codes); wide for the sign-up form. */
export const card = styleVariants({ narrow: { maxWidth: '28rem' }, wide: { maxWidth: '36rem' } }, (width) => [cardBase, width]);

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

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const submit = style({
  width: '100%',
});
