import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useLocalizedHref } from '@/shared/routing';
import type { AuthPresentation } from './auth-panel';
import { searchWithPopup, searchWithoutPopup, type AuthPopupKind } from './popup-params';

/**
 * Links between login and sign-up: inside a popup they switch the popup, on the login and
 * sign-up pages they go to the other page (002 §2.2).
 */
export function useAuthLinks(presentation: AuthPresentation) {
  const { pathname, search } = useLocation();
  const hrefTo = useLocalizedHref();
  const hrefOf = useCallback(
    (kind: AuthPopupKind) => (presentation === 'popup' ? pathname + searchWithPopup(new URLSearchParams(search), kind) : hrefTo(kind)),
    [presentation, pathname, search, hrefTo],
  );
  /** The page under the popup, for coming back to it after a social login. */
  const pageUnderPopup = pathname + searchWithoutPopup(new URLSearchParams(search));
  return { hrefOf, pageUnderPopup };
}
