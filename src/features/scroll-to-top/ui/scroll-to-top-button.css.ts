import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(0.5rem)' }, to: { opacity: 1, transform: 'translateY(0)' } });

// Bottom-right; above a page's sticky bottom bar (the vehicle page on a phone), which sets --page-bottom-bar.
export const button = style({
  position: 'fixed',
  insetInlineEnd: vars.space.md,
  bottom: `calc(${vars.space.md} + var(--page-bottom-bar, 0px) + env(safe-area-inset-bottom, 0px))`,
  zIndex: vars.zIndex.header,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.fontSize.xl,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSubtle },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${appear} ${vars.motion.normal} ${vars.easing.standard}` },
  },
});

export const icon = style({ transform: 'rotate(180deg)' });
