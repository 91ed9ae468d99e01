import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

/** The bar's height; the page keeps this much room at its end so the bar covers nothing for good. */
export const BAR_HEIGHT = '4.5rem';

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: BAR_HEIGHT,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  paddingBottom: `calc(${vars.space.sm} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -4px 16px rgb(16 24 20 / 0.08)',
  transition: `transform ${vars.motion.fast} ${vars.easing.standard}, visibility 0s`,
  selectors: {
    // Steps aside (slides down, then hidden: no second Book button for anyone, screen readers
    // included) while the booking panel is on screen; transform moves nothing else.
    '&[data-hidden]': {
      transform: 'translateY(110%)',
      visibility: 'hidden',
      transition: `transform ${vars.motion.fast} ${vars.easing.standard}, visibility 0s linear ${vars.motion.fast}`,
    },
  },
  '@media': { [media.large]: { display: 'none' } },
});

// While the bar is on the page (small screens), the page ends with the bar's height of room and
// the scroll-to-top button and toasts sit above it.
// On the root, so the page's scroll margin keeps a focused control above the bar too (issue #26).
globalStyle(`html:has(${bar})`, {
  '@media': { [media.small]: { vars: { '--page-bottom-bar': BAR_HEIGHT } } },
});
globalStyle(`body:has(${bar})`, {
  '@media': { [media.small]: { paddingBottom: BAR_HEIGHT } },
});

export const price = style({ display: 'grid', minWidth: 0 });

export const amount = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
