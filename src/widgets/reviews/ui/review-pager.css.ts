import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const pager = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
