import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const card = recipe({
  base: {
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.md },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
    elevated: {
      true: { boxShadow: vars.shadow.md },
      false: {},
    },
  },
  defaultVariants: { padding: 'md', elevated: false },
});
