import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/entities/session';
import type { AuthPanelLoader } from '../model/auth-panel';
import { authPopupOf, searchWithoutPopup } from '../model/popup-params';

const AuthPopupDialog = lazy(() => import('./auth-popup-dialog').then((m) => ({ default: m.AuthPopupDialog })));

export interface AuthPopupHostProps {
  /** The login panel, loaded when the popup first opens: `() => import('@/pages/auth/login').then((m) => m.LoginPanel)`. */
  login: AuthPanelLoader;
  /** The sign-up panel: `() => import('@/pages/auth/sign-up').then((m) => m.SignUpPanel)`. */
  signUp: AuthPanelLoader;
}

/**
 * Opens the login or sign-up popup for guests when the query asks for it (002 §2.3), and
 * closes it by removing the query. Mount once in a layout. A popup that opened for a guest
 * stays open through the login itself, until its panel navigates or closes it.
 */
export function AuthPopupHost({ login, signUp }: AuthPopupHostProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { status } = useSession();
  const kind = authPopupOf(new URLSearchParams(location.search));
  const [held, setHeld] = useState(false);
  const open = kind !== undefined && (status === 'anonymous' || held);
  if (open !== held) setHeld(open);

  const close = useCallback(() => {
    void navigate({ pathname: location.pathname, search: searchWithoutPopup(new URLSearchParams(location.search)), hash: location.hash }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  if (!open || !kind) return null;
  return (
    <Suspense fallback={null}>
      <AuthPopupDialog kind={kind} loaders={{ login, 'sign-up': signUp }} onClose={close} />
    </Suspense>
  );
}
