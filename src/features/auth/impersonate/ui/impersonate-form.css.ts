import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  maxWidth: '24rem',
});

export const field = style({
  alignSelf: 'stretch',
});
