import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const shell = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });

export const main = style({ flex: 1, outline: 'none' });

/**
 * A page that is still loading is short: the footer stood in the first screen and was pushed down
 * when the page came (a layout shift of 0.36 on a phone at the booking flow's first step). With the
 * page area a screen high, the footer starts below the fold on every page.
 */
export const mainAboveFooter = style({ minHeight: '100dvh' });

export const bareHeader = style({ padding: vars.space.lg, borderBottom: `1px solid ${vars.color.border}` });

export const bareLogo = style({ fontWeight: 700, fontSize: vars.fontSize.lg, color: vars.color.brand, textDecoration: 'none' });

export const magazineNav = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  paddingBlock: vars.space.sm,
});
