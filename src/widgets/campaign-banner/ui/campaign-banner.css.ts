import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(1rem)' }, to: { opacity: 1, transform: 'translateY(0)' } });

export const banner = style({
  position: 'relative',
  width: '100%',
  maxWidth: '36rem',
  // Small screens: a gutter on the right for the scroll-to-top button, which sits bottom-right.
  marginInlineEnd: '3.5rem',
  padding: `${vars.space.lg} 3.25rem ${vars.space.lg} ${vars.space.lg}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} ${vars.motion.slideUp} ${vars.easing.standard}`,
  '@media': {
    [media.large]: { marginInlineEnd: 0 },
  },
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  marginBottom: vars.space.xs,
});

export const body = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal, color: vars.color.textMuted });

export const action = style({ marginTop: vars.space.sm, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const closeButton = style({
  position: 'absolute',
  top: vars.space.xs,
  insetInlineEnd: vars.space.xs,
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
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});
