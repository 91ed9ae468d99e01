import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg });
export const notice = style({ display: 'grid', justifyItems: 'start', gap: vars.space.sm });
