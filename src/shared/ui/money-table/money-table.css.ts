import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const caption = style({ textAlign: 'start', fontWeight: 600, paddingBlockEnd: vars.space.xs });
export const label = style({ textAlign: 'start', paddingBlock: vars.space.xs, paddingInlineEnd: vars.space.md, fontWeight: 'normal', verticalAlign: 'top' });
export const quantity = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const amount = style({ textAlign: 'end', paddingBlock: vars.space.xs, whiteSpace: 'nowrap', verticalAlign: 'top' });
export const total = style({ fontWeight: 700, borderBlockStart: `1px solid ${vars.color.border}` });
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0, paddingBlockStart: vars.space.xs });
