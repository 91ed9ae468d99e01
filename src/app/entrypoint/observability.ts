import type { SessionActor, SessionSnapshot } from '@/entities/session';
import { trackFunnel } from '@/entities/funnel';
import { analyticsDistinctId } from '@/shared/api';
import { observabilityConfig } from '@/shared/config';
import type { SiteId } from '@/shared/i18n';
import { hasConsented, setErrorUser, startAnalytics, startErrorReporting, startWebVitals } from '@/shared/lib/observability';
import { matchRoute } from '@/shared/routing';

const signedInUser = (snapshot: SessionSnapshot) => {
  const user = snapshot.context.session?.user;
  return user && (snapshot.matches('authenticated') || snapshot.matches('impersonating')) ? user : undefined;
};

/**
 * Follows the session: the error service knows the user's id and role while signed in (never the
 * e-mail or name), and the funnel records a login or a sign-up when a session starts from one.
 */
function followSession(actor: SessionActor): void {
  let wasSignedIn = Boolean(signedInUser(actor.getSnapshot()));
  let previous = actor.getSnapshot();
  const update = (snapshot: SessionSnapshot) => {
    const user = signedInUser(snapshot);
    setErrorUser(user ? { id: user.id, role: user.role } : null);
    if (user && !wasSignedIn) {
      if (previous.matches('registering')) trackFunnel({ name: 'signed_up', role: user.role });
      else if (previous.matches('authenticating') || previous.matches('confirmingSocial')) trackFunnel({ name: 'logged_in', role: user.role });
    }
    wasSignedIn = Boolean(user);
    previous = snapshot;
  };
  update(actor.getSnapshot());
  actor.subscribe(update);
}

/**
 * Error reporting, analytics and real-user web vitals (issue #25). The entry loads this module after
 * the first paint; each service's SDK is a chunk of its own, loaded only where configured
 * (docs/decisions.md, "Observability").
 */
export function startObservability(session: Promise<SessionActor>, site: SiteId): void {
  const config = observabilityConfig();
  const routeName = () => matchRoute(window.location.pathname, site)?.name ?? 'unknown';
  void session.then(followSession);
  void startErrorReporting({ config: config.errors, release: config.release, environment: import.meta.env.MODE, routeName });
  startAnalytics(config.analytics, analyticsDistinctId);
  if (config.vitals) void startWebVitals({ ...config.vitals, routeName, allowed: hasConsented });
}
