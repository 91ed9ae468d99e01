import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const text = recipe({
  base: { margin: 0 },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      semibold: { fontWeight: vars.fontWeight.semibold },
      bold: { fontWeight: vars.fontWeight.bold },
    },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular' },
});
