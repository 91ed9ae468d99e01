import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const banner = style({
  background: vars.color.errorBanner,
  color: vars.color.errorBannerText,
  borderBottom: `2px solid ${vars.color.errorBannerBorder}`,
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
});

export const text = style({
  margin: 0,
  color: vars.color.errorBannerText,
  fontSize: vars.fontSize.sm,
});
