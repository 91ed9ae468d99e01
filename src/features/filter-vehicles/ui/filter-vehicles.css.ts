import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const bar = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': {
    '(min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.large]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

const PHONE = '(max-width: 599.98px)';

/** The filters a phone folds away; a grid's own items from 600 px on. */
export const folded = style({
  display: 'contents',
  '@media': { [PHONE]: { selectors: { '&:not([data-unfolded])': { display: 'none' } } } },
});

export const foldToggle = style({
  '@media': { '(min-width: 600px)': { display: 'none' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  gridColumn: '1 / -1',
});

export const priceRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  // The inputs line up when one label wraps and the other does not.
  alignItems: 'end',
});

export const combobox = style({ position: 'relative' });

export const inputRow = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });

export const grow = style({ flex: 1, minWidth: 0 });

export const listbox = style({
  position: 'absolute',
  zIndex: vars.zIndex.popover,
  insetInline: 0,
  top: 'calc(100% + 4px)',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  maxHeight: '18rem',
  overflowY: 'auto',
});

export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.color.brandSubtle } },
});

export const optionCountry = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const dialogBody = style({ display: 'grid', gap: vars.space.xl });

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const legend = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg, padding: 0, marginBottom: vars.space.sm });

export const checkGrid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
});

export const selectGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
});

export const dialogFooter = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  position: 'sticky',
  bottom: 0,
  paddingBlock: vars.space.md,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const dateButton = style({ width: '100%', justifyContent: 'flex-start' });

export const calendar = style({ display: 'flex', justifyContent: 'center', minHeight: '20rem' });

/** The dates' name, which stands above a button rather than a field: worded and set like the fields' labels. */
export const fieldName = style({ display: 'block', marginBottom: vars.space.xs, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
