import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

const systemFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

// Text colours are checked against `background` and `surface` for WCAG AA
// (≥ 4.5:1); `borderStrong` outlines form controls, so it keeps ≥ 3:1.
const tokens = {
  color: {
    brand: '#1f5136',
    brandHover: '#173d29',
    brandSubtle: '#e6efe8',
    onBrand: '#ffffff',
    accent: '#a4450c',
    accentHover: '#8a3a0a',
    onAccent: '#ffffff',
    text: '#1c2421',
    textMuted: '#4f5b54',
    textInverse: '#ffffff',
    background: '#f7f5f0',
    surface: '#ffffff',
    surfaceMuted: '#eef1ec',
    surfaceInverse: '#1c2421',
    border: '#d9ddd6',
    borderStrong: '#6b7770',
    // The brand's green, a shade lighter than the brand: visible on white, cream and around green buttons (offset).
    focusRing: '#2f7a52',
    overlay: 'rgb(16 24 20 / 0.55)',
    skeleton: '#e3e7e1',
    skeletonHighlight: '#f3f5f1',
    danger: '#b42318',
    dangerHover: '#8f1c13',
    dangerSubtle: '#fdeceb',
    warning: '#8a5300',
    warningSubtle: '#fff4e0',
    success: '#1e6b3a',
    successSubtle: '#e7f4ea',
    info: '#1d5b8f',
    infoSubtle: '#e6f0fa',
    errorBanner: '#fdeceb',
    errorBannerText: '#8f1c13',
    errorBannerBorder: '#b42318',
  },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  font: {
    body: systemFont,
    heading: systemFont,
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    xxxl: '2rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
  },
  radius: {
    sm: '0.25rem',
    md: '0.5rem',
    lg: '0.75rem',
    pill: '999px',
  },
  shadow: {
    sm: '0 1px 2px rgb(16 24 20 / 0.08)',
    md: '0 4px 12px rgb(16 24 20 / 0.12)',
    lg: '0 12px 32px rgb(16 24 20 / 0.18)',
  },
  layout: {
    /** The sticky header's bar (its border adds 1px); the page's scroll margin keeps focus below it. */
    headerHeight: '4rem',
  },
  zIndex: {
    header: '10',
    overlay: '100',
    modal: '110',
    popover: '120',
    tooltip: '130',
    toast: '140',
    loadingBar: '150',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    /** Spec 002 §4.5, §9: a modal slides up on small screens; its close animation lasts 300 ms. */
    slideUp: '300ms',
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    exit: 'cubic-bezier(0.3, 0, 1, 1)',
  },
};

export const vars = createThemeContract(tokens);

// On :root rather than a class, so content Radix portals into <body> inherits it.
createGlobalTheme(':root', vars, tokens);
