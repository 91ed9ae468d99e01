import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  maxWidth: '48rem',
  '@media': { [media.large]: { paddingBlock: vars.space.xxxl } },
});

export const section = style({ display: 'grid', gap: vars.space.sm });

// Links a finger can hit on a phone: 2.75rem a line.
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  lineHeight: '2.75rem',
});
