import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  '@media': { [media.large]: { paddingBlock: vars.space.xxl, gap: vars.space.xl } },
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: vars.space.md });
export const picker = style({ minWidth: '14rem' });

/*
 * Each kind of day has its colour and its pattern (not colour alone, WCAG 1.4.1): solid for a
 * confirmed booking, dots for a request, cross-hatching for a rented period, stripes for the
 * owner's block. The legend's swatches use the same classes.
 */
const ink = (color: string) => `color-mix(in srgb, ${color} 45%, transparent)`;
export const kind = styleVariants({
  confirmed: { background: vars.color.infoSubtle, boxShadow: `inset 0 0 0 2px ${vars.color.info}`, color: vars.color.text, fontWeight: 700 },
  request: {
    backgroundColor: vars.color.warningSubtle,
    backgroundImage: `radial-gradient(${ink(vars.color.warning)} 1.2px, transparent 1.4px)`,
    backgroundSize: '6px 6px',
    boxShadow: `inset 0 0 0 2px ${vars.color.warning}`,
    color: vars.color.text,
    fontWeight: 700,
  },
  rented: {
    backgroundColor: vars.color.successSubtle,
    backgroundImage: `repeating-linear-gradient(45deg, ${ink(vars.color.success)} 0 1px, transparent 1px 6px), repeating-linear-gradient(-45deg, ${ink(vars.color.success)} 0 1px, transparent 1px 6px)`,
    color: vars.color.text,
  },
  unavailable: {
    backgroundColor: vars.color.dangerSubtle,
    backgroundImage: `repeating-linear-gradient(135deg, ${ink(vars.color.danger)} 0 2px, transparent 2px 7px)`,
    color: vars.color.text,
    textDecoration: 'line-through',
  },
});

/** Lead-time days: a dashed outline, as no booking can start on them. */
export const leadTime = style({ outline: `2px dashed ${vars.color.borderStrong}`, outlineOffset: '-4px' });
/** A weekday without check-in or check-out: a corner mark. */
export const closedWeekday = style({
  backgroundImage: `linear-gradient(225deg, ${vars.color.text} 0 7px, transparent 7px)`,
  backgroundRepeat: 'no-repeat',
});
globalStyle(`${closedWeekday}${kind.request}, ${closedWeekday}${kind.rented}, ${closedWeekday}${kind.unavailable}`, {
  backgroundRepeat: 'no-repeat, repeat, repeat',
});

export const calendar = style({
  vars: {
    '--rdp-day-height': '2.75rem',
    '--rdp-day-width': '2.75rem',
    '--rdp-day_button-height': '2.625rem',
    '--rdp-day_button-width': '2.625rem',
    '--rdp-accent-color': vars.color.brand,
    '--rdp-accent-background-color': vars.color.brandSubtle,
    '--rdp-range_middle-color': vars.color.text,
  },
  touchAction: 'pan-y',
  '@media': { [media.small]: { vars: { '--rdp-day-width': 'calc((100vw - 2.5rem) / 7)', '--rdp-day_button-width': 'calc((100vw - 2.5rem) / 7 - 2px)' } } },
});
globalStyle(`${calendar} .rdp-months`, { gap: vars.space.xl, maxWidth: 'none' });
globalStyle(`${calendar} .rdp-day`, { padding: '1px' });
globalStyle(`${calendar} .rdp-day_button`, { borderRadius: vars.radius.sm });
globalStyle(`${calendar} .rdp-selected .rdp-day_button`, { border: `3px solid ${vars.color.brand}` });
globalStyle(`${calendar} .rdp-disabled`, { opacity: 0.45 });

export const legend = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const swatch = style({ flex: 'none', width: '1.5rem', height: '1.5rem', borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}` });

/** The act panel: on phones it stays at the bottom of the screen, above the page, so its buttons are in view. */
export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  position: 'sticky',
  bottom: vars.space.sm,
  zIndex: 1,
  '@media': { [media.large]: { position: 'static', boxShadow: 'none' } },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const nav = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const fleetScroller = style({ overflowX: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface });
export const fleet = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.xs });
globalStyle(`${fleet} th, ${fleet} td`, { border: `1px solid ${vars.color.border}`, padding: 0, textAlign: 'center' });
globalStyle(`${fleet} thead th`, { padding: `${vars.space.xs} 0`, minWidth: '1.75rem', fontWeight: 600 });
globalStyle(`${fleet} tbody th`, { textAlign: 'start', padding: vars.space.sm, position: 'sticky', left: 0, background: vars.color.surface, minWidth: '9rem', fontSize: vars.fontSize.sm });
export const fleetCell = style({ display: 'block', width: '1.75rem', height: '2.25rem' });
