import { globalStyle, style } from '@vanilla-extract/css';
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

// The photo fills the 4:3 frame: the picture element in between is as tall as the frame, or the
// image took the photo's own ratio (3:2) and left a grey band under it.
globalStyle(`${media} > picture`, { height: '100%' });

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

const line = (fontSize: string) => `${fontSize} * ${vars.lineHeight.normal}`;
const clampTo = (lines: number) => ({ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: lines, overflow: 'hidden' }) as const;
const NAME_LINES = 2;

/**
 * The body's height with a name of two lines: padding, the location line, the name, the facts, the
 * price and the gaps between them. Every card is at least this tall, so a card's height follows
 * from its width alone (the photo is 4:3), and the grid can hold an exact place for a card it has
 * not drawn yet (`vehicle-grid.css.ts`).
 */
export const CARD_BODY_HEIGHT = `(2 * ${vars.space.md} + 4 * ${vars.space.xs} + ${line(vars.fontSize.sm)} * 2 + ${NAME_LINES} * ${vars.fontSize.md} * ${vars.lineHeight.tight} + ${line(vars.fontSize.md)})`;
const DATES_LINES = 2;
/** What the matched dates add (a search with dates): two lines, since on a narrow card they wrap. */
export const MATCHED_DATES_HEIGHT = `(${vars.space.xs} + ${DATES_LINES} * ${line(vars.fontSize.sm)})`;

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  flex: 1,
  minHeight: `calc${CARD_BODY_HEIGHT}`,
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
  flexShrink: 0,
});

export const rating = style({ whiteSpace: 'nowrap', flexShrink: 0, color: vars.color.text });

// At most two lines, so no card is taller than its place in the grid; the link's name (and so what
// a screen reader says) keeps the whole name.
export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  ...clampTo(NAME_LINES),
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

// The location line and the facts keep to one line on the narrowest card (a long town's name, a
// language's long words), for the height above.
const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 } as const;

export const city = style(oneLine);

const smallMuted = { margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted } as const;

export const facts = style([oneLine, smallMuted]);

// Always two lines' room, wrapped or not, so a dated card's height is known before it is drawn.
export const dates = style([smallMuted, clampTo(DATES_LINES), { minHeight: `calc(${DATES_LINES} * ${line(vars.fontSize.sm)})` }]);

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
