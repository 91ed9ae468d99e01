import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const lookup = style({ display: 'grid', gap: vars.space.sm });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const found = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0, '@media': { [media.large]: { gridTemplateColumns: '1fr 1fr' } } });
export const fact = style({ display: 'grid', gridTemplateColumns: 'minmax(7rem, 45%) 1fr', gap: vars.space.sm, fontSize: vars.fontSize.sm });
globalStyle(`${fact} dd`, { margin: 0 });
