import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

export const pageContainer = recipe({
  variants: {
    /** Space between the page's sections: `xl` lays them out in a grid with that gap; `none` leaves the flow alone. */
    gap: {
      none: {},
      xl: { display: 'grid', gap: vars.space.xl },
    },
    /** Space above and below: `page` grows on large screens (account, profile, bookings); `compact` stays small (search, vehicle). */
    spacing: {
      page: { paddingBlock: vars.space.xl, '@media': { [media.large]: { paddingBlock: vars.space.xxxl } } },
      compact: { paddingBlock: vars.space.xl },
    },
  },
  defaultVariants: { gap: 'xl', spacing: 'page' },
});
