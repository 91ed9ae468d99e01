import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const link = recipe({
  base: {
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
  },
  variants: {
    variant: {
      inline: {
        color: vars.color.brand,
        textDecoration: 'underline',
        textUnderlineOffset: '0.15em',
        selectors: {
          '&:hover': { color: vars.color.brandHover, textDecorationThickness: '2px' },
        },
      },
      nav: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xs,
        paddingBlock: vars.space.xs,
        color: vars.color.text,
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'none',
        selectors: {
          '&:hover': { color: vars.color.brand, textDecoration: 'underline' },
          '&[aria-current="page"]': {
            color: vars.color.brand,
            textDecoration: 'underline',
            textDecorationThickness: '2px',
            textUnderlineOffset: '0.35em',
          },
        },
      },
      subtle: {
        color: vars.color.textMuted,
        textDecoration: 'none',
        selectors: {
          '&:hover': { color: vars.color.text, textDecoration: 'underline' },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export const externalIcon = style({
  display: 'inline-block',
  marginInlineStart: '0.2em',
  verticalAlign: '-0.125em',
});
