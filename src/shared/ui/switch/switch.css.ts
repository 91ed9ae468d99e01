import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const row = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.5rem',
  height: '1.5rem',
  padding: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.brand, borderColor: vars.color.brand },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const thumb = style({
  display: 'block',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: '50%',
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    '&[data-state="checked"]': { transform: 'translateX(1rem)' },
  },
});

export const label = style({
  cursor: 'pointer',
  selectors: {
    '[data-disabled] + &': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});
