import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSubtle,
});

export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.dangerHover,
  display: 'grid',
  gap: vars.space.sm,
});

export const refund = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  display: 'grid',
  gap: vars.space.xs,
});

export const dialogBody = style({
  display: 'grid',
  gap: vars.space.lg,
});

/** A short list of links: the owner's missing steps, the overlapping requests, what takes the dates. */
export const linkList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

export const overlap = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  display: 'grid',
  gap: vars.space.sm,
});
