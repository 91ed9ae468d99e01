import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

// One column that may shrink below its content's width (an image's width attribute would otherwise widen it).
const column = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } as const;

export const page = style({
  ...column,
  gap: vars.space.xl,
  paddingBlock: vars.space.lg,
  '@media': { [media.large]: { paddingBlock: vars.space.xxl } },
});

export const menu = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, borderBlockEnd: `1px solid ${vars.color.border}` });

export const menuList = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  display: 'flex',
  gap: vars.space.md,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  whiteSpace: 'nowrap',
  flex: 1,
  minWidth: 0,
});

export const menuLink = style({ display: 'inline-block', paddingBlock: vars.space.xs, minHeight: '24px' });

export const menuArrow = style({
  flex: 'none',
  width: '2.75rem',
  height: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  ...column,
  gap: vars.space.lg,
  '@media': { [media.large]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const card = style({
  ...column,
  gap: vars.space.xs,
  alignContent: 'start',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  height: '100%',
});

export const cardBody = style({ ...column, gap: vars.space.xs, padding: vars.space.md });

export const cardImage = style({ width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover', display: 'block', background: vars.color.skeleton });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: 1.3 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const pager = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' });

export const article = style({ ...column, gap: vars.space.lg, maxWidth: '48rem' });

export const hero = style({ width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.skeleton });

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const toc = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, display: 'grid', gap: vars.space.xs });

export const tocList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const tags = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const tag = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minHeight: '24px',
});

export const section = style({ display: 'grid', gap: vars.space.md });
