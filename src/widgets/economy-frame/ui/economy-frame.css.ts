import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const nav = style({ borderBottom: `1px solid ${vars.color.border}` });

// The four links wrap on a phone rather than scroll, so none is hidden off the edge.
export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg, whiteSpace: 'nowrap' });

export const navLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  selectors: {
    '&[aria-current="page"]': { borderBottomColor: vars.color.brand, fontWeight: 600 },
    '&:hover': { textDecoration: 'underline' },
  },
});

/** Wide tables scroll inside their box on a phone instead of widening the page. */
export const tableBox = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} caption`, { textAlign: 'start', fontWeight: 600, paddingBlockEnd: vars.space.sm });
globalStyle(`${table} th, ${table} td`, { textAlign: 'start', padding: `${vars.space.xs} ${vars.space.xs}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
globalStyle(`${table} th:first-child, ${table} td:first-child`, { paddingInlineStart: 0 });
// Amounts may break after the currency code on a phone: a narrow screen then shows the whole table.
globalStyle(`${table} [data-align="end"]`, { textAlign: 'end', paddingInlineEnd: 0 });
globalStyle(`${table} tfoot th, ${table} tfoot td`, { fontWeight: 600, borderBottom: 'none' });

export const figures = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', margin: 0 });
globalStyle(`${figures} > div`, { display: 'grid', gap: vars.space.xxs, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
globalStyle(`${figures} dt`, { color: vars.color.textMuted });
// A long amount ("SEK 12,345.67") breaks rather than leave its box on a phone.
globalStyle(`${figures} dd`, { margin: 0, fontSize: '1.25rem', fontWeight: 700, overflowWrap: 'anywhere' });
