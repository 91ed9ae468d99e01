import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const field = style({ margin: 0 });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const failure = style({ flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' });
