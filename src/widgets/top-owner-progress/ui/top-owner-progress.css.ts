import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1.5rem minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[data-met="true"]': { borderColor: vars.color.success, background: vars.color.successSubtle },
  },
});

export const mark = style({ fontWeight: vars.fontWeight.bold, lineHeight: 1.4 });
export const body = style({ display: 'grid', gap: vars.space.xxs });
export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
