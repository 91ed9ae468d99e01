import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const box = style({ display: 'grid', gap: vars.space.md, padding: vars.space.md, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const row = style({ display: 'grid', gap: vars.space.xxs, padding: vars.space.sm, borderRadius: vars.radius.md, borderLeft: `4px solid ${vars.color.border}`, background: vars.color.surface });
// Each outcome has its own edge (solid, dashed, dotted) besides its words, not colour alone.
export const create = style({ borderLeft: `4px solid ${vars.color.warning}` });
export const duplicate = style({ borderLeft: `4px dashed ${vars.color.border}` });
export const booked = style({ borderLeft: `4px dotted ${vars.color.info}` });
export const titles = style({ overflowWrap: 'anywhere' });
// A long file's list scrolls under the confirm button, which stays in view on a phone.
export const actions = style({ position: 'sticky', bottom: 0, paddingBlock: vars.space.sm, background: vars.color.background });

export const fileInput = style({ maxWidth: '100%', fontSize: vars.fontSize.sm, fontFamily: vars.font.body });
// The browser's own "Choose file" button, dressed as the kit's secondary button.
globalStyle(`${fileInput}::file-selector-button`, {
  marginInlineEnd: vars.space.sm,
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brand,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
});
