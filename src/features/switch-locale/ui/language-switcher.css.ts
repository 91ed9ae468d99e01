import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const trigger = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  paddingInline: vars.space.sm,
});

export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space.lg,
  zIndex: vars.zIndex.popover,
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
