import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const notice = style({
  background: vars.color.warningSubtle,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const quiet = style({
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  paddingBlock: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});

export const title = style({ fontWeight: vars.fontWeight.bold });
