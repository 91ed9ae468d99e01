import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

// A slim bar in the flow under the header (issue #23 point 6): it takes its own room and covers
// nothing. Only opacity animates, so nothing around it moves when it appears.
export const banner = style({
  background: vars.color.brandSubtle,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  animation: `${fadeIn} ${vars.motion.slideUp} ${vars.easing.standard}`,
  selectors: {
    // Its place is held before it is due: invisible, out of the accessibility tree, not animated yet.
    '&[data-hidden]': { visibility: 'hidden', animation: 'none' },
  },
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '76rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xs,
  // The page container's gutters, so the text lines up with the header and the page.
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.xs,
  '@media': { [media.large]: { paddingInlineStart: vars.space.xl, paddingInlineEnd: vars.space.md } },
});

export const text = style({ flex: 1, margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });

export const title = style({ fontWeight: vars.fontWeight.bold });

// The explanation fits a large screen's one line; a phone shows the title and the link.
export const body = style({ display: 'none', color: vars.color.textMuted, '@media': { [media.large]: { display: 'inline' } } });

export const action = style({
  display: 'block',
  fontWeight: vars.fontWeight.semibold,
  '@media': { [media.large]: { display: 'inline', marginInlineStart: vars.space.sm } },
});

export const closeButton = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface, color: vars.color.text },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});
