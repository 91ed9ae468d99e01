import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/entities/session';
import { useIsRouteAvailable, useLocalizedHref, type RouteName } from '@/shared/routing';
import { userTermsQuery } from '@/entities/site';
import { useObtrusiveModals } from '../model/use-obtrusive-modals';
import { ObtrusiveModalView } from './obtrusive-modal-view';
import { reportError } from '@/shared/lib/observability';

const PROFILE_PAGES: readonly RouteName[] = ['profile', 'owner-complete-profile', 'account'];

function ObtrusiveModals() {
  const { view, user, vehicle, submit, acknowledge, dismiss } = useObtrusiveModals();
  const isAvailable = useIsRouteAvailable();
  const hrefTo = useLocalizedHref();
  const terms = useQuery({ ...userTermsQuery(), enabled: view.current?.kind === 'accept-terms' });
  // 002 §8: a failed terms fetch is reported as a warning; the modal links to the terms instead.
  useEffect(() => {
    if (terms.error) reportError('The user terms could not be loaded', terms.error, { level: 'warning' });
  }, [terms.error]);

  const profile = PROFILE_PAGES.find(isAvailable);
  return (
    <ObtrusiveModalView
      view={view}
      user={user}
      vehicle={vehicle}
      terms={{ status: terms.status, data: terms.data }}
      links={{
        terms: isAvailable('user-terms') ? hrefTo('user-terms') : undefined,
        profile: profile ? hrefTo(profile) : undefined,
        economySettings: isAvailable('economy-settings') ? hrefTo('economy-settings') : undefined,
      }}
      onSubmit={submit}
      onAcknowledge={acknowledge}
      onDismiss={dismiss}
    />
  );
}

/**
 * The obtrusive modals after login (002 §4.2, §4.3), one at a time and not closeable. Mount once
 * in each layout, inside the router; it stays over route changes and renders nothing when no
 * modal is due. A new user starts a new queue.
 */
export function ObtrusiveModalHost() {
  const { user } = useSession();
  if (!user) return null;
  return <ObtrusiveModals key={user.id} />;
}
