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

// The browser's own checkbox drawn like the Radix one: the tick is a white SVG on the brand colour.
const tick =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpolyline points='20 6 9 17 4 12'/%3E%3C/svg%3E\")";

export const nativeBox = style([
  box,
  {
    appearance: 'none',
    margin: 0,
    marginTop: '0.125rem',
    backgroundPosition: 'center',
    backgroundRepeat: 'no-repeat',
    backgroundSize: '0.875rem',
    selectors: {
      '&:checked': { backgroundColor: vars.color.brand, borderColor: vars.color.brand, backgroundImage: tick },
    },
  },
]);
