import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const intro = style({
  display: 'grid',
  gap: vars.space.sm,
});
