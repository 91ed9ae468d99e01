import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme';

/** HTML from the CMS or the magazine: readable spacing, images within the column. */
export const richText = style({ lineHeight: 1.6, overflowWrap: 'anywhere' });

globalStyle(`${richText} > * + *`, { marginBlockStart: vars.space.md });
globalStyle(`${richText} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
globalStyle(`${richText} h2, ${richText} h3`, { marginBlockStart: vars.space.xl, lineHeight: 1.25, scrollMarginTop: '5rem' });
globalStyle(`${richText} a`, { color: vars.color.brand, textDecoration: 'underline' });
globalStyle(`${richText} table`, { borderCollapse: 'collapse', width: '100%' });
globalStyle(`${richText} th, ${richText} td`, { border: `1px solid ${vars.color.border}`, padding: vars.space.xs, textAlign: 'start' });
