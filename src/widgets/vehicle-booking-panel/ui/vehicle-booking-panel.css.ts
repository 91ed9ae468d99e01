import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const fromPrice = style({ margin: 0, fontSize: vars.fontSize.lg });

export const lines = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const lineTerm = style({ color: vars.color.textMuted });

export const lineValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSubtle,
  color: vars.color.info,
});

export const problem = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
});

// The bar's "Choose dates" focuses the dates; the focus ring is the calendar's own, not the wrapper's.
export const dates = style({ outline: 'none', scrollMarginTop: vars.space.lg });
