import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme/theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

// A focused control or a scrolled-to anchor of the page never lands under the sticky header, nor
// under a page's sticky bottom bar (WCAG 2.4.11, issue #26); a page with one sets --page-bottom-bar
// on the root (`html:has(...)`). The header is one height at every breakpoint. A margin on what
// scrolls with the page rather than the root's scroll-padding: with that, focusing a control of the
// sticky header itself (a popover giving focus back to its trigger) scrolled the page up by hundreds
// of pixels.
globalStyle('#main, #main *, footer *', {
  scrollMarginTop: `calc(${vars.layout.headerHeight} + 1px + ${vars.space.sm})`,
  scrollMarginBottom: `calc(var(--page-bottom-bar, 0px) + ${vars.space.sm})`,
});

globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('img, picture, video, canvas', { display: 'block', maxWidth: '100%' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

// No browser-default blue (issue #23 point 9): plain links (an e-mail or phone link), native
// checkboxes, radios and ranges, selected text and the date pickers take the theme's colours.
// Element selectors, so every styled link or control keeps its own.
globalStyle('html', { accentColor: vars.color.brand });
globalStyle('a', { color: vars.color.brand });
globalStyle('a:hover', { color: vars.color.brandHover });
globalStyle('::selection', { background: vars.color.brandSubtle, color: vars.color.text });
// `html` outranks react-day-picker's own `.rdp-root` defaults (blue), whatever the stylesheet order.
globalStyle('html .rdp-root', {
  vars: {
    '--rdp-accent-color': vars.color.brand,
    '--rdp-accent-background-color': vars.color.brandSubtle,
    '--rdp-range_middle-color': vars.color.text,
    '--rdp-today-color': vars.color.accent,
  },
});
globalStyle('html .rdp-dropdown:focus-visible ~ .rdp-caption_label', { outline: `2px solid ${vars.color.focusRing}` });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

// Animations still run (and end) so Radix unmounts closed layers; they just take no time.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
