import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  selectors: {
    '&:has(a:focus-visible)': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

// In the markup the name comes first, then location and rating, then the photo with the heart
// (a screen reader's reading order, issue #26); on screen the photo is on top and the location
// line above the name.
export const media = style({
  order: -1,
  position: 'relative',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceMuted,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** Controls over the stretched link (the heart, the admin link) sit above it to stay clickable. */
export const overLink = style({ position: 'relative', zIndex: 1 });

export const heartSlot = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  zIndex: 1,
});

export const instant = style({
  position: 'absolute',
  left: vars.space.sm,
  bottom: vars.space.sm,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  flex: 1,
});

export const topRow = style({
  order: -1,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const newLabel = style({
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const rating = style({ whiteSpace: 'nowrap', color: vars.color.text });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

/** The name's link covers the whole card, so a click anywhere opens the vehicle. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const facts = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const price = style({ margin: 0, marginTop: 'auto', paddingTop: vars.space.xs });

export const amount = style({ fontWeight: vars.fontWeight.bold });

export const adminLink = style([
  overLink,
  {
    alignSelf: 'flex-start',
    fontSize: vars.fontSize.sm,
    color: vars.color.brand,
  },
]);

export const skeletonBody = style([body, { gap: vars.space.sm }]);
