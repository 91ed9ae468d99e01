import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** The popup's own spacing; its frame is the shared switcher popover's. */
export const popover = style({ padding: vars.space.md });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const option = style({
  minWidth: '3.5rem',
  minHeight: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand } },
});
