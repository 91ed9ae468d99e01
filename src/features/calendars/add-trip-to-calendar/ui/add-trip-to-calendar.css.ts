import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}`, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm });
// Each link a finger's height (WCAG 2.5.8), not only its line of small text.
globalStyle(`${links} a`, { display: 'inline-flex', alignItems: 'center', minHeight: '2.75rem' });
