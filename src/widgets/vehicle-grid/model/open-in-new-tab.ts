/**
 * When a card opens the vehicle page in a new tab (000 §2: "on large screens or when shown in
 * search results"). `large-screens` for lists in general, `always` for search results, `never`
 * where a new tab makes no sense (a list inside a dialog, say).
 */
export type OpenInNewTab = 'large-screens' | 'always' | 'never';

export function opensInNewTab(mode: OpenInNewTab, isLargeScreen: boolean): boolean {
  if (mode === 'always') return true;
  if (mode === 'never') return false;
  return isLargeScreen;
}

/** 000 §2: while a list loads it shows skeleton cards; one row of four on a large screen, two rows. */
export const DEFAULT_SKELETON_COUNT = 8;
