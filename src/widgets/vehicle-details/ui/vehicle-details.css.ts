import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const section = style({ display: 'grid', gap: vars.space.md, paddingBlock: vars.space.xl, borderTop: `1px solid ${vars.color.border}` });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: vars.space.xxs });

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const definition = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const groups = style({ display: 'grid', gap: vars.space.lg, '@media': { [media.large]: { gridTemplateColumns: '1fr 1fr' } } });

export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const plainList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const cell = style({ textAlign: 'left', padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });

export const owner = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });

export const avatar = style({
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
  display: 'grid',
  placeItems: 'center',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

// The location map's box: its size is there before the map loads, so nothing below it moves.
export const map = style({
  position: 'relative',
  height: '16rem',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: '#cfe3ea',
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.large]: { height: '20rem' } },
});

// Sized, not only placed: maplibre's own stylesheet makes its container `position: relative`.
export const mapCanvas = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });

export const mapFallback = style({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', margin: 0, padding: vars.space.lg, textAlign: 'center' });
