import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

// At least a screen high: the footer must not show and then be pushed away as the results arrive.
export const page = style({ minHeight: '100vh', alignContent: 'start', gridTemplateColumns: 'minmax(0, 1fr)' });

// One row that scrolls sideways on a phone: wrapping when the counts arrive would push the page down.
export const tabs = style({ display: 'flex', gap: vars.space.sm, margin: 0, padding: '0.25rem', listStyle: 'none', overflowX: 'auto' });

export const tab = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'end',
  justifyContent: 'space-between',
});

// The height of the label and select, held while the select's chunk loads; beside the map button
// on a phone, so the results start higher.
export const sort = style({ flex: '1 1 10rem', maxWidth: '18rem', minHeight: '4.3125rem' });

export const results = style({ transition: 'opacity 0.2s' });

/** The previous search's cards while the new ones load; a quick answer does not make them blink. */
export const staleResults = style([results, { opacity: 0.55, transitionDelay: '0.15s' }]);

export const pagination = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'center' });

export const pageLink = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  background: vars.color.surface,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand } },
});

export const map = style({ height: '24rem', '@media': { [media.large]: { height: '32rem' } } });

export const status = style({ padding: vars.space.xl, textAlign: 'center', display: 'grid', gap: vars.space.md, justifyItems: 'center' });

/**
 * Holds the filter bar's place while its chunk loads, so the results do not jump (Lighthouse's
 * layout shift). The heights are the filter bar's, measured at 375, 600 and 992 px wide.
 */
export const filterPlaceholder = style({
  minHeight: '43rem',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': { '(min-width: 600px)': { minHeight: '21.375rem' }, [media.large]: { minHeight: '16.3125rem' } },
});

export const placeholder = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' });

export const placeholderCard = style({ height: '20rem', borderRadius: vars.radius.lg, background: vars.color.skeleton });
