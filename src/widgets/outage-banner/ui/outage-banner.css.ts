import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const banner = style({
  background: vars.color.errorBanner,
  color: vars.color.errorBannerText,
  borderBottom: `2px solid ${vars.color.errorBannerBorder}`,
  paddingBlock: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const content = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const icon = style({ flexShrink: 0, marginTop: '0.2em', fontSize: vars.fontSize.md });

export const title = style({ fontWeight: vars.fontWeight.bold });
