import { style } from '@vanilla-extract/css';
import { media, smallControl, vars } from '@/shared/ui/theme';

export const footer = style({
  marginTop: vars.space.xxxl,
  background: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.xxl,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const column = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const heading = style({ fontSize: vars.fontSize.md, margin: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const contact = style({ color: vars.color.text });

export const hours = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const bottom = style({
  marginTop: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [media.large]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' } },
});

export const social = style({ display: 'flex', gap: vars.space.lg, listStyle: 'none', margin: 0, padding: 0 });

export const copyright = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// The places of the buttons that load as the footer comes near hold their height (a small
// button's) from the start: arriving, they grew the footer by up to 44 px under a visitor who had
// just jumped to the page's end, and what was under the pointer moved.
export const chatSlot = style({ minHeight: smallControl.minHeight });
export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: smallControl.minHeight,
  // Stacked under the social links on a phone, the first button's text lines up with theirs; its
  // padding stays, the area a thumb can press.
  '@media': { [media.small]: { marginInlineStart: `calc(-1 * ${smallControl.paddingInline})` } },
});

// The live chat is a button among the column's links: aligned with them (the doubled class wins over the button's own padding).
export const chat = style({ selectors: { '&&': { paddingInline: 0 } } });
