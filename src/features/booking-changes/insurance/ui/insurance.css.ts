import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// The policy's links: each a line of its own and 24 px tall, a touch target apart from the next (WCAG 2.5.8).
export const links = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs });
globalStyle(`${links} > *`, { minBlockSize: '1.5rem', display: 'inline-flex', alignItems: 'center' });

export const form = style({ display: 'grid', gap: vars.space.md });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, auto) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

export const limits = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
