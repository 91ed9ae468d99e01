import { vars } from './theme.css';

/** A small control's box (the small button): for a place that holds one before it loads, or aligns one with text. */
export const smallControl = { minHeight: '2rem', paddingInline: vars.space.md } as const;
