import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  '@media': { [media.large]: { paddingBlock: vars.space.xxxl } },
});

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [media.large]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const pager = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const panel = style({
  display: 'grid',
  gap: vars.space.xl,
});

export const count = style({ color: vars.color.textMuted, margin: 0 });
export const section = style({ display: 'grid', gap: vars.space.md });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '5rem minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.large]: { gridTemplateColumns: '8rem minmax(0, 1fr)' } },
  selectors: {
    // A booking that waits for this user stands out; the past recedes.
    '&[data-tone="attention"]': { borderColor: vars.color.accent, boxShadow: `inset 4px 0 0 ${vars.color.accent}` },
    '&[data-tone="muted"]': { background: vars.color.surfaceMuted },
  },
});

export const photo = style({
  display: 'block',
  aspectRatio: '4 / 3',
  width: '100%',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.skeleton,
});
globalStyle(`${photo} img`, { display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const body = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const title = style({ fontWeight: vars.fontWeight.semibold });
export const due = style({ color: vars.color.accent, margin: 0 });

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
