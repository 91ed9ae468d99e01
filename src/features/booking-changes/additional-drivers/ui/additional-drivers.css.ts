import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const form = style({ display: 'grid', gap: vars.space.md });

export const photos = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});


export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
