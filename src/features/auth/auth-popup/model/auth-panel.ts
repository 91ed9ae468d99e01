import type { ComponentType } from 'react';

/** How a login or sign-up screen is shown: as its own page, or inside the popup (002 §2.2). */
export type AuthPresentation = 'page' | 'popup';

export interface AuthPanelProps {
  presentation: AuthPresentation;
  /** In the popup: close it, staying on the page (when no after-login rule leads elsewhere). */
  onClose?: () => void;
}

/** Loads a panel lazily, so the layouts carry none of the forms until a popup opens. */
export type AuthPanelLoader = () => Promise<ComponentType<AuthPanelProps>>;
