import { recipe } from '@vanilla-extract/recipes';
import { smallControl } from '../theme/control-sizes';
import { vars } from '../theme/theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
      '&:disabled': { opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.brandHover },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.brandSubtle },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brand,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.brandSubtle },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.dangerHover },
        },
      },
    },
    size: {
      sm: { ...smallControl, fontSize: vars.fontSize.sm },
      md: { minHeight: '2.75rem', paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      lg: { minHeight: '3.25rem', paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});
