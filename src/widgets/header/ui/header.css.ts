import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
});

export const skipLink = style({
  // Fixed, not absolute: banners above the header would otherwise show it through.
  position: 'fixed',
  left: vars.space.sm,
  top: vars.space.sm,
  transform: 'translateY(-200%)',
  background: vars.color.brand,
  color: vars.color.onBrand,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  zIndex: vars.zIndex.toast,
  selectors: { '&:focus': { transform: 'none' } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: vars.layout.headerHeight,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.brand,
  textDecoration: 'none',
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  marginInlineEnd: 'auto',
});

export const logoText = style({ color: vars.color.text });

export const desktopOnly = style({
  display: 'none',
  '@media': { [media.switcherPopup]: { display: 'block' } },
});

export const mobileOnly = style({
  display: 'block',
  '@media': { [media.switcherPopup]: { display: 'none' } },
});

export const menuRow = style({
  display: 'flex',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  alignItems: 'center',
});

export const menuColumn = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const desktopTools = style({
  display: 'none',
  '@media': { [media.switcherPopup]: { display: 'flex', gap: vars.space.sm, alignItems: 'center' } },
});

export const menuAction = style({
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  color: vars.color.text,
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  minHeight: '2.75rem',
  selectors: { '&[aria-pressed="true"]': { fontWeight: 700, color: vars.color.brand } },
});

export const subMenu = style({ display: 'grid', gap: vars.space.sm });

export const subMenuSmall = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const subMenuTitle = style({ fontWeight: 600, color: vars.color.textMuted });

export const profileTrigger = style({
  minHeight: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  paddingInline: vars.space.lg,
});

export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space.lg,
  zIndex: vars.zIndex.popover,
  minWidth: '14rem',
});
