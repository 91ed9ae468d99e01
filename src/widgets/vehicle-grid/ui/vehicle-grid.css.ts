import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const grid = style({
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
// 1,300 layout objects on a phone that shows one or two); `auto` keeps a drawn card's height.
// Paint containment clips at the item's edge: the padding, taken back by the margin, leaves room
// for the card's focus ring (3 px, 2 px out).
export const item = style({
  minWidth: 0,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 26rem',
  padding: '6px',
  margin: '-6px',
});
