import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});
