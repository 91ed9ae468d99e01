import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  '@media': { [media.large]: { paddingBlock: vars.space.xxxl } },
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.large]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const trail = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const step = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="done"]': { background: vars.color.brandSubtle, color: vars.color.text },
    '&[data-state="current"]': { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand },
  },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
});

globalStyle(`${table} th, ${table} td`, { textAlign: 'start', paddingBlock: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${table} td:last-child, ${table} th:last-child`, { textAlign: 'end' });

export const events = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

export const message = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.brand}`,
  whiteSpace: 'pre-wrap',
});

export const profile = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xxs, color: vars.color.textMuted });

/** On a phone the status and its actions come first (#23 point 8); beside the facts on a large screen. */
export const side = style({ order: -1, '@media': { [media.large]: { order: 0 } } });

/** A long e-mail address wraps rather than widening the page on a phone. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' });
