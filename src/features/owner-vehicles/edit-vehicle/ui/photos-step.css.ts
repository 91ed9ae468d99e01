import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const views = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))' });
export const field = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const tile = style({
  display: 'grid',
  gridTemplateColumns: '8rem 1fr',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  // A phone keeps the photo small beside its buttons: the list stays short to scroll and to drag in.
  '@media': { 'screen and (max-width: 30rem)': { gridTemplateColumns: '6rem 1fr', alignItems: 'start' } },
});
export const dragging = style({ boxShadow: `0 0.5rem 1.5rem ${vars.color.border}`, zIndex: 1, position: 'relative' });
/** The photo is the drag handle for a pointer (a finger holds it first, so the page still scrolls); the buttons do the same from the keyboard. */
export const handle = style({ cursor: 'grab', touchAction: 'manipulation', borderRadius: vars.radius.sm, overflow: 'hidden', aspectRatio: '4 / 3', background: vars.color.surfaceMuted });
export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
export const tileBody = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const document = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });
export const kept = style({ display: 'grid', gridTemplateColumns: '4rem 1fr', gap: vars.space.sm, alignItems: 'center' });
export const keptImage = style({ width: '4rem', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.sm });
