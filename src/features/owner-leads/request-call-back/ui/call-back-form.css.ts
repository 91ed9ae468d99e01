import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const form = style({ display: 'grid', gap: vars.space.md });
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.large]: { gridTemplateColumns: '1fr 1fr' } },
});
export const submit = style({ justifySelf: 'start' });
export const sent = style({ outline: 'none' });
