import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const page = style({
  display: 'grid',
  // One column that may shrink below its content's width (a CMS image's width attribute).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  maxWidth: '48rem',
  '@media': { [media.large]: { paddingBlock: vars.space.xxxl } },
});

export const breadcrumb = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const crumbs = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

globalStyle(`${crumbs} li + li::before`, { content: '"›"', marginInlineEnd: vars.space.xs });

export const section = style({ display: 'grid', gap: vars.space.md });

export const faq = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const question = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  padding: vars.space.md,
});

globalStyle(`${question} summary`, { cursor: 'pointer', fontWeight: 600, minHeight: '24px' });

export const children = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const promotion = style({ display: 'grid', gap: vars.space.sm, borderInlineStart: `4px solid ${vars.color.brand}` });

export const promotionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const vouchers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
});

export const voucher = style({ display: 'grid', gap: vars.space.sm, alignContent: 'space-between' });

export const voucherValue = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });
