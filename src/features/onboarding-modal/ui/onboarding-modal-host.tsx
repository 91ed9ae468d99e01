import { useEffect, useState } from 'react';
import { useDialogOpenOnPage } from '@/shared/lib/open-dialogs';
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

  const wantsOpen = view.modal === 'open' && Boolean(view.role && view.current);
  // It opens by itself, so it waits for a dialog the user opened (delete account, a booking's
  // reason) to close; once shown, its own dialog does not count.
  const [shown, setShown] = useState(false);
  const otherDialogOpen = useDialogOpenOnPage(wantsOpen && !shown);
  const visible = wantsOpen && (shown || !otherDialogOpen);
  if (visible !== shown) setShown(visible);

  if (!visible || !view.role || !view.current) return null;
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
