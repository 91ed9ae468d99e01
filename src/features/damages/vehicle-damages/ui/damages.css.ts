import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, paddingBlockEnd: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });

export const title = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const images = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const image = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, alignItems: 'flex-start' });

export const thumbnail = style({ width: '8rem', height: '6rem', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceMuted });

export const chosen = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const fileName = style({ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 10rem' });
