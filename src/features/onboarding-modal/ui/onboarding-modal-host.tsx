import { useEffect } from 'react';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { useCurrentRoute } from '../model/current-route';
import { useStepHref } from '../model/step-link';
import { useOnboardingActor, useOnboardingView } from '../model/use-onboarding';
import { OnboardingModal } from './onboarding-modal';

/**
 * Opens the onboarding modal on route changes for a signed-in user (002 §4.4). Mount once in
 * each layout, inside the router; it renders nothing while the modal is closed.
 */
export function OnboardingModalHost() {
  const actor = useOnboardingActor();
  const view = useOnboardingView(actor);
  const { name: route, pathname } = useCurrentRoute();
  const hrefOf = useStepHref(view);
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();

  // Every navigation counts, also between two pages of the same route.
  useEffect(() => {
    actor.send({ type: 'ROUTE_CHANGED', route });
  }, [actor, route, pathname]);

  // It opens by itself: like every dialog it waits while another one is open (002 §4.5).
  if (view.modal !== 'open' || !view.role || !view.current) return null;
  return (
    <OnboardingModal
      open
      role={view.role}
      step={view.current}
      progress={view.progress}
      stepHref={hrefOf(view.current)}
      gettingStartedHref={isAvailable('getting-started') ? hrefTo('getting-started') : undefined}
      onDismiss={() => actor.send({ type: 'DISMISS' })}
    />
  );
}
