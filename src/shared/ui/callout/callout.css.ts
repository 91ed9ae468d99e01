import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const callout = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    alignSelf: 'stretch',
    gap: vars.space.sm,
    margin: 0,
    borderRadius: vars.radius.md,
    borderWidth: 1,
    borderStyle: 'solid',
    color: vars.color.text,
  },
  variants: {
    tone: {
      danger: { borderColor: vars.color.danger, background: vars.color.dangerSubtle },
      info: { borderColor: vars.color.info, background: vars.color.infoSubtle },
      success: { borderColor: vars.color.success, background: vars.color.successSubtle },
    },
    size: {
      md: { padding: vars.space.lg },
      sm: { padding: vars.space.md },
    },
  },
  defaultVariants: { tone: 'info', size: 'md' },
});
