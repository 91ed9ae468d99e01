import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '32rem',
});

export const amount = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.errorBannerBorder}`,
  background: vars.color.errorBanner,
  color: vars.color.errorBannerText,
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
