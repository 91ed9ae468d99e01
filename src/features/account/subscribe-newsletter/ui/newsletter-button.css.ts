import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const newsletter = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const note = style({ margin: 0 });
