import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const bar = style({
  background: vars.color.brandSubtle,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.md,
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': {
    [media.large]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.xl },
  },
});

export const progress = style({
  flex: 1,
  minWidth: 0,
});

export const link = style({
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.semibold,
});

export const place = style({ visibility: 'hidden' });
