import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const searchForm = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: '1fr',
  '@media': { [media.large]: { gridTemplateColumns: '1fr 1fr' } },
});

export const searchPlace = style({
  '@media': { [media.large]: { gridColumn: '1 / -1' } },
});

export const searchSubmit = style({
  '@media': { [media.large]: { gridColumn: '1 / -1' } },
});
