import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({ display: 'inline-flex', flexShrink: 0 });

export const spinner = recipe({
  base: {
    display: 'block',
    animation: `${spin} 0.8s linear infinite`,
  },
  variants: {
    size: {
      sm: { width: '1em', height: '1em' },
      md: { width: '1.5rem', height: '1.5rem' },
      lg: { width: '2.5rem', height: '2.5rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const track = style({ opacity: 0.25 });
