import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.large]: { gridTemplateColumns: '1fr 1fr' } },
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

// A link-looking button beside the terms checkbox: it opens the terms over the form.
export const termsButton = style({
  display: 'block',
  marginTop: vars.space.xs,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  minHeight: '1.5rem',
  selectors: { '&:hover': { color: vars.color.brandHover, textDecorationThickness: '2px' } },
});

export const termsDialog = style({ display: 'grid', gap: vars.space.md });

export const terms = style({
  maxHeight: '50vh',
  overflowY: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${terms} h3, ${terms} h4`, { margin: `${vars.space.md} 0 ${vars.space.xs}`, fontSize: vars.fontSize.md });
globalStyle(`${terms} p`, { margin: `0 0 ${vars.space.sm}` });
