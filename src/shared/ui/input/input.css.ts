import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const control = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
    '&:disabled': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});

export const textarea = style({
  minHeight: '6rem',
  resize: 'vertical',
});
