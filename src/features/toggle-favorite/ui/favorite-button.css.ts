import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const wrapper = style({ position: 'relative', display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  fontSize: '1.375rem',
  transition: `transform ${vars.motion.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { transform: 'scale(1.06)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': { color: vars.color.danger },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const message = style({
  position: 'absolute',
  top: 'calc(100% + 0.25rem)',
  right: 0,
  whiteSpace: 'nowrap',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  // Empty, it stays in the accessibility tree (a live region must exist before its text arrives) but shows nothing.
  selectors: { '&:empty': { padding: 0, background: 'transparent' } },
});
