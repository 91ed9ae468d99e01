import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const notice = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.md,
});
