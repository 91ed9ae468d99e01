import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.lg,
    '@media': {
      [media.large]: { paddingInline: vars.space.xl },
    },
  },
  variants: {
    size: {
      narrow: { maxWidth: '44rem' },
      regular: { maxWidth: '76rem' },
      wide: { maxWidth: '90rem' },
    },
  },
  defaultVariants: { size: 'regular' },
});
