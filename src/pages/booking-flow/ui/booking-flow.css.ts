import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const page = style({ paddingBlock: vars.space.xl, maxWidth: '48rem' });
export const actions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', marginBlockStart: vars.space.lg });
export const error = style({ color: vars.color.danger, margin: 0 });
export const lines = style({ width: '100%', borderCollapse: 'collapse' });
export const amount = style({ textAlign: 'end', paddingBlock: vars.space.xs });
export const label = style({ textAlign: 'start', paddingBlock: vars.space.xs, fontWeight: 'normal' });
export const total = style({ fontWeight: 'bold', borderBlockStart: `1px solid ${vars.color.border}` });
export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const quantity = style({ width: '5rem' });
export const textarea = style({ minHeight: '7rem' });
