import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.large]: { gridTemplateColumns: '240px minmax(0, 1fr)' } },
});

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, '@media': { [media.large]: { display: 'grid' } } });

export const stepItem = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const stepState = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** A step's form with what is saved apart from it below (the equipment step's add-ons). */
export const column = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });
export const form = style({ display: 'grid', gap: vars.space.lg, maxWidth: '40rem' });
export const pair = style({ display: 'grid', gap: vars.space.md, '@media': { [media.large]: { gridTemplateColumns: '1fr 1fr' } } });

/** Save stays in reach on a phone: at the bottom of the screen while the form scrolls. */
export const actions = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  background: vars.color.background,
  borderTop: `1px solid ${vars.color.border}`,
});

// The bar moves with the page: its own buttons need no room kept under it (the root's
// --page-bottom-bar, which every other focused control keeps clear of).
globalStyle(`#main ${actions}, #main ${actions} *`, { scrollMargin: 0 });

/** A group of yes/no rules under its own heading. */
export const group = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 'none', minInlineSize: 0 });
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.semibold });
export const refunds = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xxs });

/** Pricing examples: figures right-aligned, one row per sample stay. */
export const examples = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${examples} th, ${examples} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' });
globalStyle(`${examples} td, ${examples} thead th:not(:first-child)`, { textAlign: 'right' });
export const caption = style({ textAlign: 'left', fontWeight: vars.fontWeight.semibold, paddingBottom: vars.space.sm });

/** The location step's map: the owner's pin on the offline base map. */
export const pinMap = style({
  position: 'relative',
  height: '16rem',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: '#cfe3ea',
  border: `1px solid ${vars.color.border}`,
  cursor: 'crosshair',
  '@media': { [media.large]: { height: '20rem' } },
});
export const pinMapCanvas = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });
export const pinMapFallback = style({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', margin: 0, padding: vars.space.lg, textAlign: 'center' });
