/**
 * Login and sign-up open as popups from the query (002 §2.3): `?popup=login`, `?popup=sign-up`.
 * `auth-status` travels with the login popup (an invalid-token logout, 002 §4.1) and leaves
 * with it.
 */
export const POPUP_PARAM = 'popup';
const AUTH_STATUS_PARAM = 'auth-status';

export const AUTH_POPUPS = ['login', 'sign-up'] as const;
export type AuthPopupKind = (typeof AUTH_POPUPS)[number];

export function authPopupOf(search: URLSearchParams): AuthPopupKind | undefined {
  const value = search.get(POPUP_PARAM);
  return (AUTH_POPUPS as readonly string[]).includes(value ?? '') ? (value as AuthPopupKind) : undefined;
}

const asSearch = (params: URLSearchParams) => {
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The same page with the other popup open; everything else in the query stays. */
export function searchWithPopup(search: URLSearchParams, kind: AuthPopupKind): string {
  const next = new URLSearchParams(search);
  next.set(POPUP_PARAM, kind);
  next.delete(AUTH_STATUS_PARAM);
  return asSearch(next);
}

/** The same page with the popup closed. */
export function searchWithoutPopup(search: URLSearchParams): string {
  const next = new URLSearchParams(search);
  next.delete(POPUP_PARAM);
  next.delete(AUTH_STATUS_PARAM);
  return asSearch(next);
}
