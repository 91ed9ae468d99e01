import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm });
