import { useEventOnChange } from '@/shared/lib/machine';
import { useLocation } from 'react-router';
import { useCurrentRouteName, useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { useStepHref } from '../model/step-link';
import { useOnboarding } from '../model/use-onboarding';
import { OnboardingModal } from './onboarding-modal';

/**
 * Opens the onboarding modal on route changes for a signed-in user (002 §4.4). Mount once in
 * each layout, inside the router; it renders nothing while the modal is closed.
 */
export function OnboardingModalHost() {
  const { view, send } = useOnboarding();
  const route = useCurrentRouteName();
  const { pathname } = useLocation();
  const hrefOf = useStepHref(view);
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();

  // Every navigation counts, also between two pages of the same route; the first page too.
  useEventOnChange({ send }, pathname, () => ({ type: 'ROUTE_CHANGED' as const, route }), { includeFirst: true });

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
      onDismiss={() => send({ type: 'DISMISS' })}
    />
  );
}
