import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

export const heading = recipe({
  base: {
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    textWrap: 'balance',
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.lg },
      md: { fontSize: vars.fontSize.xl },
      lg: {
        fontSize: vars.fontSize.xl,
        '@media': { [media.large]: { fontSize: vars.fontSize.xxl } },
      },
      xl: {
        fontSize: vars.fontSize.xxl,
        '@media': { [media.large]: { fontSize: vars.fontSize.xxxl } },
      },
    },
  },
});
