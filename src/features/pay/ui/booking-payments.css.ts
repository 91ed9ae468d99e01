import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, { textAlign: 'start', paddingBlock: vars.space.xs, paddingInlineEnd: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
globalStyle(`${table} td:nth-child(4), ${table} th:nth-child(4)`, { textAlign: 'end', whiteSpace: 'nowrap' });

/**
 * The table scrolls sideways on a narrow phone rather than widening the page: `contain` keeps its
 * width out of the page column's minimum, so the column stays as wide as the screen.
 */
export const scroller = style({ overflowX: 'auto', width: '100%', contain: 'inline-size' });

export const payable = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
