import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';
import { CARD_BODY_HEIGHT, MATCHED_DATES_HEIGHT } from './vehicle-card.css';

// The grid is the container its cards' places are measured against (`cqi`).
export const grid = style({
  containerType: 'inline-size',
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    '(min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.large]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xl },
    '(min-width: 1200px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

// A card off screen skips layout and paint until the visitor nears it (a page of 24 cards was
// 1,300 layout objects on a phone that shows one or two). Its place is the height it will have: a
// column's width at each breakpoint (below), a 4:3 photo inside the card's border, and the body's
// fixed height. A guessed height (26rem) made the page shrink by up to 84 px per row as rows came
// near: after a jump to the page links, the links moved under the pointer between press and release.
// Paint containment clips at the item's edge: the padding, taken back by the margin, leaves room
// for the card's focus ring (3 px, 2 px out).
const BORDERS = '2px';
const placeOf = (columns: number, gap: string, extra: string) => {
  const column = columns === 1 ? '100cqi' : `((100cqi - ${columns - 1} * ${gap}) / ${columns})`;
  return `auto calc(${BORDERS} + (${column} - ${BORDERS}) * 3 / 4 + ${CARD_BODY_HEIGHT}${extra})`;
};
const itemWith = (extra: string) =>
  style({
    minWidth: 0,
    contentVisibility: 'auto',
    containIntrinsicSize: placeOf(1, '0px', extra),
    padding: '6px',
    margin: '-6px',
    '@media': {
      '(min-width: 600px)': { containIntrinsicSize: placeOf(2, vars.space.lg, extra) },
      [media.large]: { containIntrinsicSize: placeOf(3, vars.space.xl, extra) },
      '(min-width: 1200px)': { containIntrinsicSize: placeOf(4, vars.space.xl, extra) },
    },
  });

/** A card's place; `withDates` for a card that shows the matched dates. */
export const item = styleVariants({ plain: [itemWith('')], withDates: [itemWith(` + ${MATCHED_DATES_HEIGHT}`)] });
