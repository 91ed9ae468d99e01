import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const body = style({ display: 'grid', gap: vars.space.md });
export const submit = style({ justifySelf: 'start' });
