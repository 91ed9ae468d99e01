import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const page = style({
  paddingBlock: vars.space.xl,
  '@media': { [media.large]: { paddingBlock: vars.space.xxxl } },
});
