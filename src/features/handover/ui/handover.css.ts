import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** The main action stays in reach of a thumb on a phone, over the form, however long it is. */
export const actions = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
  background: vars.color.background,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    'screen and (min-width: 992px)': { flexDirection: 'row', justifyContent: 'flex-end' },
  },
});

export const mainAction = style({
  minHeight: '3rem',
  // A long label ("Approve the check-out and the extra costs", longer in German) wraps on a phone
  // instead of pushing the page wider than the screen.
  whiteSpace: 'normal',
  textAlign: 'center',
  '@media': {
    'screen and (max-width: 991px)': { width: '100%' },
  },
});

export const photos = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
});

export const photo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

export const thumbnail = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const photoButtons = style({
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
});

/** The fuel gauge in eighths: big targets, in two rows on a phone. */
export const fuel = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(4.5rem, 1fr))',
  gap: vars.space.xs,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });
export const detail = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const pickerError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, selectors: { '&:empty': { display: 'none' } } });

export const queued = style({ opacity: 0.7 });

export const charges = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const charge = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, paddingBlockEnd: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });

export const damageList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
