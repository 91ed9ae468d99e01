/**
 * Media queries of the layout, mobile first: styles target small screens and
 * `large` / `switcherPopup` add to them. `small` exists for the few places
 * (JS branches, sheet-only styles) that must target small screens alone.
 */
export const media = {
  small: '(max-width: 991.98px)',
  large: '(min-width: 992px)',
  switcherPopup: '(min-width: 1151px)',
} as const;
