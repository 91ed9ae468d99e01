import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const legend = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: {
    '&[aria-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.xl },
  },
});

export const row = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  padding: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: '50%',
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.brand },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const dot = style({
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: '50%',
  background: vars.color.brand,
});

export const label = style({
  cursor: 'pointer',
  selectors: {
    '[data-disabled] + &': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const nativeRadio = style({
  appearance: 'none',
  margin: 0,
  selectors: {
    '&:checked': { borderColor: vars.color.brand, background: `radial-gradient(circle, ${vars.color.brand} 0 0.3125rem, ${vars.color.surface} 0.375rem)` },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
});
