import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 'min(24rem, 100%)' });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
