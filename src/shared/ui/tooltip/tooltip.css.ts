import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const bubble = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: '18rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.md,
  animation: `${fadeIn} ${vars.motion.fast} ${vars.easing.standard}`,
});

export const arrow = style({ fill: vars.color.surfaceInverse });
