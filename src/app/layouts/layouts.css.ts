import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const shell = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });

export const main = style({ flex: 1, outline: 'none' });

export const floatingBanner = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.header,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

// The slot lets clicks through around the banner, not on it.
globalStyle(`${floatingBanner} > *`, { pointerEvents: 'auto' });

export const bareHeader = style({ padding: vars.space.lg, borderBottom: `1px solid ${vars.color.border}` });

export const bareLogo = style({ fontWeight: 700, fontSize: vars.fontSize.lg, color: vars.color.brand, textDecoration: 'none' });

export const magazineNav = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  paddingBlock: vars.space.sm,
});
