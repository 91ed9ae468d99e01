import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxl,
  paddingBlock: vars.space.xl,
  '@media': { [media.large]: { paddingBlock: vars.space.xxxl } },
});

export const section = style({ display: 'grid', gap: vars.space.md });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const fields = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.large]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const tokens = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
});

export const token = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });

const swatchBase = style({ height: '2.5rem', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });

// One class per token, so the swatches need no inline style (the Content-Security-Policy forbids them).
export const swatch = styleVariants(vars.color, (value) => [swatchBase, { background: value }]);

const barBase = style({ height: vars.space.sm, background: vars.color.brand, borderRadius: vars.radius.sm });

export const spaceBar = styleVariants(vars.space, (value) => [barBase, { width: value }]);

export const spaceRow = style({ display: 'grid', gridTemplateColumns: '4rem 1fr', alignItems: 'center', gap: vars.space.md, fontSize: vars.fontSize.sm });

export const cards = style({ display: 'grid', gap: vars.space.md, '@media': { [media.large]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });

export const spaces = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
