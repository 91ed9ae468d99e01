import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const provider = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xxs,
});
