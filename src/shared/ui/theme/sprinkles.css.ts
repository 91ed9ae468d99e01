import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './breakpoints';
import { vars } from './theme.css';

// Only what the kit's Stack lays out with: every property and condition here ships as a lookup
// table in the JS of each page that uses a Stack (account pages sit at their 180 KB budget).
const responsiveProperties = defineProperties({
  conditions: {
    small: {},
    large: { '@media': media.large },
  },
  defaultCondition: 'small',
  properties: {
    display: ['flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
  },
});

export const sprinkles = createSprinkles(responsiveProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
