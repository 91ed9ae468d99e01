import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const label = style({ fontWeight: vars.fontWeight.semibold });

export const percent = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceMuted,
    boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
  },
  variants: {
    size: {
      sm: { height: '0.375rem' },
      md: { height: '0.625rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const indicator = style({
  width: '100%',
  height: '100%',
  background: vars.color.brand,
  transition: `transform ${vars.motion.normal} ${vars.easing.standard}`,
});

const travel = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const routeBar = style({
  position: 'fixed',
  zIndex: vars.zIndex.loadingBar,
  insetInline: 0,
  top: 0,
  height: '3px',
  overflow: 'hidden',
  background: vars.color.brandSubtle,
});

export const routeIndicator = style({
  width: '40%',
  height: '100%',
  background: vars.color.accent,
  animation: `${travel} 1.2s ${vars.easing.standard} infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { width: '100%', animation: 'none' },
  },
});
