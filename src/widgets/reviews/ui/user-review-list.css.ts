import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg });
export const pager = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const notice = style({ display: 'grid', justifyItems: 'start', gap: vars.space.sm });
