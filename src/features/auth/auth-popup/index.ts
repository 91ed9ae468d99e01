export { AuthPopupHost, type AuthPopupHostProps } from './ui/auth-popup-host';
export { useAuthLinks } from './model/use-auth-links';
export { AUTH_POPUPS, POPUP_PARAM, authPopupOf, searchWithPopup, searchWithoutPopup, type AuthPopupKind } from './model/popup-params';
export type { AuthPanelLoader, AuthPanelProps, AuthPresentation } from './model/auth-panel';
