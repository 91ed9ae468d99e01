import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    background: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
    backgroundSize: '200% 100%',
    backgroundPosition: '100% 0',
    // The shimmer starts after a second: a short load shows still placeholders, and a page of
    // skeletons that is gone by then fires none of its (one per element) animation events, which
    // React's root listener handles one by one.
    animation: `${shimmer} 1.4s ease-in-out 1s infinite`,
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.sm },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: '50%', aspectRatio: '1' },
    },
  },
});
