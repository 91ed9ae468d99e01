import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

export const heroArt = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
});

export const heroInner = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.xxl,
  '@media': { [media.large]: { paddingBlock: vars.space.xxxl } },
});

export const heroCard = style({
  maxWidth: '36rem',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  boxShadow: vars.shadow.lg,
  display: 'grid',
  gap: vars.space.lg,
});

export const section = style({
  paddingBlock: vars.space.xxl,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [media.large]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 700,
});

export const ownerBlock = style({
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  display: 'grid',
  gap: vars.space.md,
});

export const countryList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const countryChip = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  background: vars.color.surface,
});

// Kit text sets its own colour; on the brand block it must read as light on dark.
export const onBrand = style({
  selectors: { [`${ownerBlock} &`]: { color: vars.color.onBrand } },
});

// Plain stacks: the kit's Stack brings the sprinkles lookup table, too heavy for the home page's first load.
export const gap = styleVariants({ sm: vars.space.sm, md: vars.space.md, lg: vars.space.lg, xl: vars.space.xl }, (space) => ({
  display: 'grid',
  gap: space,
  alignContent: 'start',
}));

// The search box loads after the first paint: its slot is as tall as the box, so nothing shifts.
export const searchSlot = style({
  minHeight: '19.5rem',
  '@media': { [media.large]: { minHeight: '10.5rem' } },
});

export const countersSection = style({
  paddingBlockStart: vars.space.xl,
  minHeight: '5.5rem',
});

// Three cards: held open while they load, so the sections below do not jump.
export const popularSlot = style({
  minHeight: '24rem',
});
