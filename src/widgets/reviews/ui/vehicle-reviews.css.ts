import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const section = style({ display: 'grid', gap: vars.space.md, paddingBlock: vars.space.xl, borderTop: `1px solid ${vars.color.border}` });
export const stats = style({ display: 'flex', gap: vars.space.md, alignItems: 'baseline', flexWrap: 'wrap', margin: 0 });
export const average = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
