import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    '(min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.large]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xl },
    '(min-width: 1200px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const item = style({ minWidth: 0 });
