import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const row = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.125rem',
  padding: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onBrand,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const indicator = style({ display: 'inline-flex', fontSize: vars.fontSize.sm });

export const label = style({
  cursor: 'pointer',
  selectors: {
    '[data-disabled] + &': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});
