import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const forgotLink = style({
  alignSelf: 'flex-start',
  fontSize: vars.fontSize.sm,
});
