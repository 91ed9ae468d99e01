import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';
import { CARD_BODY_HEIGHT, MATCHED_DATES_HEIGHT } from './vehicle-card.css';

// The grid's columns and gaps, from the phone up: the grid and its cards' places are both made from
// this one table, so a card's place cannot drift from the column it sits in.
const LAYOUTS = [
  { when: undefined, columns: 1, gap: vars.space.lg },
  { when: '(min-width: 600px)', columns: 2, gap: vars.space.lg },
  { when: media.large, columns: 3, gap: vars.space.xl },
  { when: '(min-width: 1200px)', columns: 4, gap: vars.space.xl },
] as const;

type Layout = (typeof LAYOUTS)[number];
type Rules = Record<string, string>;
const byBreakpoint = (rules: (layout: Layout) => Rules) => {
  const [base, ...wider] = LAYOUTS;
  return { ...rules(base), '@media': Object.fromEntries(wider.map((layout) => [layout.when, rules(layout)])) };
};

// The grid is the container its cards' places are measured against (`cqi`).
export const grid = style({
  containerType: 'inline-size',
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  ...byBreakpoint(({ columns, gap }) => ({ gridTemplateColumns: columns === 1 ? '1fr' : `repeat(${columns}, minmax(0, 1fr))`, gap })),
});

// A card off screen skips layout and paint until the visitor nears it (a page of 24 cards was
// 1,300 layout objects on a phone that shows one or two). Its place is the height it will have: a
// column's width, a 4:3 photo inside the card's border, and the body's fixed height. A guessed
// height (26rem) made the page shrink by up to 84 px per row as rows came near: after a jump to the
// page links, the links moved under the pointer between press and release.
// Paint containment clips at the item's edge: the padding, taken back by the margin, leaves room
// for the card's focus ring (3 px, 2 px out).
const BORDERS = '2px';
const itemWith = (extra: string) =>
  style({
    minWidth: 0,
    contentVisibility: 'auto',
    padding: '6px',
    margin: '-6px',
    ...byBreakpoint(({ columns, gap }) => {
      const column = `((100cqi - ${columns - 1} * ${gap}) / ${columns})`;
      return { containIntrinsicSize: `auto calc(${BORDERS} + (${column} - ${BORDERS}) * 3 / 4 + ${CARD_BODY_HEIGHT}${extra})` };
    }),
  });

/** A card's place; `withDates` for a card that shows the matched dates. */
export const item = styleVariants({ plain: [itemWith('')], withDates: [itemWith(` + ${MATCHED_DATES_HEIGHT}`)] });
