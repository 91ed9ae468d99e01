import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  '@media': { [media.large]: { paddingBlock: vars.space.xxxl } },
});

export const panel = style({ display: 'grid', gap: vars.space.xl });

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [media.large]: { gridTemplateColumns: 'minmax(0, 20rem) auto', justifyContent: 'start' } },
});

export const summary = style({ color: vars.color.textMuted, margin: 0 });

/** The author's name opens their reviews: a link-looking button inside the review's meta line. */
export const nameButton = style({
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  background: 'none',
  border: 0,
  padding: 0,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
});
