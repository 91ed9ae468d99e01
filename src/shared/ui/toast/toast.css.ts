import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

const slideIn = keyframes({ from: { transform: 'translateY(100%)', opacity: 0 }, to: { transform: 'translateY(0)', opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(100%)' },
});

export const viewport = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: 0,
  // Above a page's sticky bottom bar (the vehicle page on a phone sets --page-bottom-bar).
  bottom: 'var(--page-bottom-bar, 0px)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
  '@media': {
    [media.large]: { insetInline: 'auto', right: 0, width: '26rem', padding: vars.space.xl },
  },
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space.sm,
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.normal} ${vars.easing.standard}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.easing.exit}` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: `transform ${vars.motion.normal}` },
      '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.motion.normal} ${vars.easing.exit}` },
    },
  },
  variants: {
    variant: {
      success: { borderInlineStartColor: vars.color.success },
      error: { borderInlineStartColor: vars.color.danger },
      info: { borderInlineStartColor: vars.color.info },
    },
  },
});

export const icon = recipe({
  base: { display: 'inline-flex', fontSize: vars.fontSize.xl },
  variants: {
    variant: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
      info: { color: vars.color.info },
    },
  },
});

export const title = style({ fontWeight: vars.fontWeight.semibold });

export const description = style({
  marginTop: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  margin: `calc(-1 * ${vars.space.xs})`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
  },
});
