import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const root = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  minHeight: '20rem',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: '#cfe3ea',
});

export const canvas = style({ position: 'absolute', inset: 0 });

export const toolbar = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: 2,
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
});

export const toolbarPanel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
});

export const fallback = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  color: vars.color.text,
  textAlign: 'center',
});

export const priceMarker = style({
  display: 'inline-block',
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  lineHeight: 1.2,
  paddingBlock: '0.25rem',
  paddingInline: '0.5rem',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  boxShadow: vars.shadow.sm,
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.brand, color: vars.color.onBrand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const popup = style({ display: 'grid', gap: vars.space.xs, paddingInlineEnd: vars.space.lg, color: vars.color.text });

export const popupPrice = style({ fontWeight: 700 });

// The popup's close button of maplibre is small and low-contrast by default.
globalStyle(`.maplibregl-popup-close-button`, { fontSize: '1.25rem', width: '1.75rem', height: '1.75rem', color: vars.color.text });
