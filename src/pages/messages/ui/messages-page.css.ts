import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

/** The panes fill the screen below the header and the page's heading; the list and the messages scroll inside. */
const paneHeight = `calc(100dvh - ${vars.layout.headerHeight} - 7rem)`;

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  '@media': { [media.large]: { paddingBlock: vars.space.xl } },
});

export const panes = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    // Two panes on a large screen (002 §9: above 991 px): the list beside the conversation.
    [media.large]: { gridTemplateColumns: 'minmax(18rem, 24rem) minmax(0, 1fr)', height: paneHeight, minHeight: '30rem' },
  },
});

const pane = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minHeight: 0,
});

export const listPane = style([
  pane,
  {
    overflowY: 'auto',
    '@media': { [media.large]: { height: '100%' } },
  },
]);

export const threadPane = style([
  pane,
  {
    display: 'flex',
    flexDirection: 'column',
    height: paneHeight,
    minHeight: '24rem',
    overflow: 'hidden',
    '@media': { [media.large]: { height: '100%', minHeight: 0 } },
  },
]);

/** On a phone one pane at a time: the list, or the conversation opened from it. */
export const hiddenOnSmall = style({ '@media': { [media.small]: { display: 'none' } } });
export const onlyOnSmall = style({ '@media': { [media.large]: { display: 'none' } } });

export const listHeading = style({ padding: `${vars.space.md} ${vars.space.lg} 0` });

export const list = style({ listStyle: 'none', margin: 0, padding: vars.space.xs });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '2.75rem minmax(0, 1fr) auto',
  gap: `0 ${vars.space.md}`,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { background: vars.color.brandSubtle },
  },
});

export const avatar = style({
  gridRow: 'span 3',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
  display: 'grid',
  placeItems: 'center',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const itemName = style({ fontWeight: vars.fontWeight.semibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const unreadName = style({ fontWeight: vars.fontWeight.bold });
export const itemTime = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const itemLine = style({
  gridColumn: '2 / span 2',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const unreadLine = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });
export const itemPreview = style([itemLine, { display: 'flex', gap: vars.space.sm, alignItems: 'center' }]);
export const previewText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0, flex: 1 });

export const listFooter = style({ padding: vars.space.md, display: 'grid', justifyItems: 'center' });
export const notice = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', padding: vars.space.lg });

export const threadHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const threadTitle = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
/** On a phone the way back to the list, on a line of its own above the conversation's title. */
export const backLink = style([onlyOnSmall, { flexBasis: '100%', fontSize: vars.fontSize.sm }]);

export const log = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  // The page keeps the reader's place itself when older messages arrive above.
  overflowAnchor: 'none',
});

export const messages = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const message = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', maxWidth: 'min(36rem, 85%)' });
export const ownMessage = style({ alignSelf: 'flex-end', alignItems: 'flex-end' });

export const bubble = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  margin: 0,
});
export const ownBubble = style({ background: vars.color.brandSubtle });

export const meta = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', fontSize: vars.fontSize.xs, color: vars.color.textMuted, marginTop: vars.space.xxs });

// The first thing in the log: its top margin takes the free space, so a short conversation sits by the composer.
export const older = style({ display: 'grid', justifyItems: 'center', minHeight: '2rem', marginTop: 'auto' });

export const composerSlot = style({ padding: `0 ${vars.space.lg} ${vars.space.lg}` });

export const emptyThread = style({ display: 'grid', placeItems: 'center', flex: 1, padding: vars.space.xl, textAlign: 'center' });

globalStyle(`${item}:focus-visible`, { outlineOffset: '-2px' });
// A whole row is the link: no underline across its lines on hover.
globalStyle(`a${item}:hover`, { textDecoration: 'none' });
