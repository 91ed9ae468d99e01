import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, paddingBlockEnd: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
