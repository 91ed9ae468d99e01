import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '1.25rem',
    height: '1.25rem',
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      brand: { background: vars.color.brand, color: vars.color.onBrand },
      accent: { background: vars.color.accent, color: vars.color.onAccent },
      neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'brand' },
});
