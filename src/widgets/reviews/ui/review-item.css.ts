import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const review = style({ display: 'grid', gap: vars.space.xs });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const comment = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
export const stars = style({ color: vars.color.accent, letterSpacing: '0.1em' });
