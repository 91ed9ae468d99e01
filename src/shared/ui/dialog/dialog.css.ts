import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const slideDown = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(100%)' } });
const popIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' }, to: { opacity: 1, transform: 'scale(1)' } });
const popOut = keyframes({ from: { opacity: 1, transform: 'scale(1)' }, to: { opacity: 0, transform: 'scale(0.96)' } });

const duration = vars.motion.slideUp;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${duration} ${vars.easing.standard}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${duration} ${vars.easing.exit}` },
  },
});

// Small screens get a bottom sheet; large screens a centred dialog.
export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    insetInline: 0,
    bottom: 0,
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '90dvh',
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&[data-state="open"]': { animation: `${slideUp} ${duration} ${vars.easing.standard}` },
      '&[data-state="closed"]': { animation: `${slideDown} ${duration} ${vars.easing.exit}` },
      '&:focus-visible': { outline: 'none' },
    },
    '@media': {
      [media.large]: {
        insetInline: 'auto',
        bottom: 'auto',
        top: '50%',
        left: '50%',
        translate: '-50% -50%',
        width: `calc(100% - 2 * ${vars.space.xl})`,
        maxHeight: '85dvh',
        borderRadius: vars.radius.lg,
        selectors: {
          '&[data-state="open"]': { animation: `${popIn} ${duration} ${vars.easing.standard}` },
          '&[data-state="closed"]': { animation: `${popOut} ${duration} ${vars.easing.exit}` },
        },
      },
    },
  },
  variants: {
    size: {
      sm: { '@media': { [media.large]: { maxWidth: '26rem' } } },
      md: { '@media': { [media.large]: { maxWidth: '34rem' } } },
      lg: { '@media': { [media.large]: { maxWidth: '48rem' } } },
    },
  },
  defaultVariants: { size: 'md' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.md}`,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  marginBlock: `calc(-1 * ${vars.space.sm})`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
  },
});

export const body = style({
  overflowY: 'auto',
  padding: `0 ${vars.space.xl} ${vars.space.xl}`,
});
