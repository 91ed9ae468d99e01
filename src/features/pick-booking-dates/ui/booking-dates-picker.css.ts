import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const root = style({ display: 'grid', gap: vars.space.md, border: 0, padding: 0, margin: 0, minWidth: 0 });

export const legend = style({ fontWeight: vars.fontWeight.semibold, marginBottom: vars.space.sm, padding: 0 });

export const ends = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });

export const end = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const endLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textTransform: 'uppercase' });

export const calendar = style({
  vars: {
    '--rdp-accent-color': vars.color.brand,
    '--rdp-accent-background-color': vars.color.brandSubtle,
    '--rdp-day-height': '2.5rem',
    '--rdp-day-width': '2.5rem',
    '--rdp-day_button-height': '2.375rem',
    '--rdp-day_button-width': '2.375rem',
  },
  maxWidth: '100%',
  overflowX: 'auto',
});

export const blockedDay = style({ textDecoration: 'line-through', color: vars.color.textMuted });

export const calendarFallback = style({ minHeight: '20rem' });

export const errors = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.danger, display: 'grid', gap: vars.space.xs });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
