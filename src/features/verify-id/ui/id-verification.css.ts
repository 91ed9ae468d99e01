import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const photos = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
});

export const photo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const hints = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
});
