import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const page = style({ paddingBlock: vars.space.lg, '@media': { [media.large]: { paddingBlock: vars.space.xl } } });
export const progress = style({ marginBlockEnd: vars.space.lg });
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.large]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', alignItems: 'start' } },
});
export const main = style({ minWidth: 0 });
export const aside = style({
  // Stuck below the sticky header, not under it (issue #26).
  '@media': { [media.large]: { position: 'sticky', insetBlockStart: `calc(${vars.layout.headerHeight} + 1px + ${vars.space.lg})` } },
});

/** The step's buttons; on a phone they stay in reach at the foot of the screen. */
export const actions = style({
  display: 'flex',
  gap: vars.space.md,
  flexWrap: 'wrap',
  alignItems: 'center',
  marginBlockStart: vars.space.lg,
  '@media': {
    'screen and (max-width: 991px)': {
      position: 'sticky',
      insetBlockEnd: 0,
      zIndex: 1,
      marginInline: `calc(-1 * ${vars.space.lg})`,
      paddingInline: vars.space.lg,
      paddingBlock: vars.space.md,
      background: vars.color.surface,
      borderBlockStart: `1px solid ${vars.color.border}`,
      boxShadow: '0 -4px 12px rgb(16 24 20 / 0.08)',
    },
  },
});
// While a step's buttons stick to the foot of a phone's screen, a focused field stays above them
// (the page's scroll margin reads --page-bottom-bar, issue #26): one row of medium buttons with the
// bar's padding and border. The buttons themselves are in the bar: no margin, or focusing one would
// scroll the page to make room under a bar that moves with it.
globalStyle(`html:has(${actions})`, {
  '@media': { 'screen and (max-width: 991px)': { vars: { '--page-bottom-bar': `calc(2.75rem + 2 * ${vars.space.md} + 1px)` } } },
});
globalStyle(`#main ${actions}, #main ${actions} *`, { scrollMargin: 0 });
export const primary = style({ marginInlineStart: 'auto' });
export const error = style({ color: vars.color.danger, margin: 0 });
export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.errorBannerText,
});
export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const quantity = style({ width: '5rem' });
export const textarea = style({ minHeight: '7rem' });
export const plans = style({ display: 'grid', gap: vars.space.md });
export const plan = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const planChosen = style({ borderColor: vars.color.brand, boxShadow: `0 0 0 1px ${vars.color.brand}` });
export const coverList = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const steps = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums' });
export const factRow = style({ display: 'contents' });
