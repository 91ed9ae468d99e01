import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const card = style({
  display: 'block',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const toggle = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, cursor: 'pointer', fontWeight: vars.fontWeight.semibold });
export const body = style({ display: 'grid', gap: vars.space.md, paddingBlockStart: vars.space.sm });
export const vehicle = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });
export const photo = style({ flex: '0 0 6rem', aspectRatio: '4 / 3', borderRadius: vars.radius.md, overflow: 'hidden', background: vars.color.skeleton });
globalStyle(`${photo} img`, { display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
export const dates = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm, alignItems: 'baseline' });
export const change = style({ fontSize: vars.fontSize.sm });
export const total = style({ display: 'flex', justifyContent: 'space-between', margin: 0, paddingBlockStart: vars.space.sm, borderBlockStart: `1px solid ${vars.color.border}` });
