import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** The popup's own size; its frame is the shared switcher popover's. */
export const popover = style({
  padding: vars.space.lg,
  maxHeight: 'min(32rem, 80vh)',
  overflowY: 'auto',
  minWidth: '16rem',
});

export const groups = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const group = style({ display: 'grid', gap: vars.space.xs });

export const groupName = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const locales = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const localeLink = style({
  display: 'block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="true"]': { fontWeight: 700, color: vars.color.brand },
  },
});
