import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const calculator = style({ display: 'grid', gap: vars.space.lg });
export const form = style({ display: 'grid', gap: vars.space.md });
export const submit = style({ justifySelf: 'start' });
export const result = style({ outline: 'none' });
