import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const calendar = style({
  vars: {
    '--rdp-day-height': '2.5rem',
    '--rdp-day-width': '2.5rem',
    '--rdp-accent-color': vars.color.brand,
  },
});

export const rentedDay = style({ background: vars.color.infoSubtle, color: vars.color.info, fontWeight: 600 });
export const unavailableDay = style({ background: vars.color.warningSubtle, color: vars.color.warning, textDecoration: 'line-through' });

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm });
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const swatch = style({ display: 'inline-block', width: '1rem', height: '1rem', borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}` });
export const rentedSwatch = style([swatch, { background: vars.color.infoSubtle }]);
export const unavailableSwatch = style([swatch, { background: vars.color.warningSubtle }]);

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const itemFacts = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const note = style({ overflowWrap: 'anywhere' });
export const calendarFallback = style({ minHeight: '20rem' });

/** The verify-vehicle dialog's facts: term and value side by side. */
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600 });
