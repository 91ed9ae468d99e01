import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  '@media': { [media.large]: { paddingBlock: vars.space.xxxl } },
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '96px minmax(0, 1fr)',
  alignItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.large]: { gridTemplateColumns: '160px minmax(0, 1fr) auto', alignItems: 'center' } },
});

export const photo = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const facts = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const title = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { [media.large]: { gridColumn: 'auto', justifyContent: 'flex-end' } },
});
