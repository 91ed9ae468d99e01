import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const terms = style({
  maxHeight: '40vh',
  overflowY: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

globalStyle(`${terms} h3, ${terms} h4`, { margin: `${vars.space.md} 0 ${vars.space.xs}`, fontSize: vars.fontSize.md });
globalStyle(`${terms} p`, { margin: `0 0 ${vars.space.sm}` });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, auto) 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const statements = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const fieldError = style({
  margin: 0,
  minHeight: '1.25em',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
