import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { clearRoleOverride, readRoleOverride, sessionStatus, takeRedirectTarget, type SessionActor } from '@/entities/session';
import { DEFAULT_LOCALE, type SiteId } from '@/shared/i18n';
import { yieldToMain } from '@/shared/lib/page-load';
import { href, matchRoute } from '@/shared/routing';
import type { GuardSubject } from '../routes/guards';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The app's session actor and what the rest of the app does when a session ends: caches
 * are cleared, an invalid token sends the user to log in again with a message (spec 002
 * §4.1), a stored redirect target is followed, and guards run again on the page shown.
 */
export async function createAppSession(site: SiteId, queryClient: QueryClient, router: () => Router | undefined): Promise<SessionActor> {
  // The machine, XState and the session's API calls load in a chunk of their own.
  const { createSessionActor } = await import('../session/create-session-actor');
  const actor = await createSessionActor({
    onEnded: (reason) => {
      queryClient.clear();
      clearRoleOverride();
      // 000 §4: the cart is removed on logout; loaded apart so the entry chunk stays small.
      void import('@/entities/cart').then(({ clearCart }) => clearCart());
      const current = router();
      if (!current) return;
      const locale = matchRoute(current.state.location.pathname, site)?.locale ?? DEFAULT_LOCALE[site];
      if (reason === 'invalid-jwt') {
        void current.navigate(href('login', {}, locale, { 'auth-status': 'invalid-jwt' }));
        return;
      }
      const target = takeRedirectTarget();
      if (target) void current.navigate(target);
      else void current.revalidate();
    },
    onFailure: (failure) => console.error('Session failure', failure),
  });
  // Making the machine and restoring the session were one long task of the start-up.
  await yieldToMain();
  actor.start();
  return actor;
}

/** Guards wait for a saved login to be restored before they decide. */
export function guardSubjectOf(actor: SessionActor): Promise<GuardSubject> {
  return new Promise((resolve) => {
    const settle = () => {
      const snapshot = actor.getSnapshot();
      if (snapshot.matches('restoring')) return false;
      resolve({ status: sessionStatus(snapshot), user: snapshot.context.session?.user, roleOverride: readRoleOverride(), endedBy: snapshot.context.endedBy });
      return true;
    };
    if (settle()) return;
    const subscription = actor.subscribe(() => {
      if (settle()) subscription.unsubscribe();
    });
  });
}
