import { useSession } from '@/entities/session';
import { useOnboarding, useStepHref } from '@/features/onboarding-modal';
import { useCurrentRouteName, useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { holdsBarPlace, showsGettingStartedBar } from '../model/bar-visibility';
import { GettingStartedBarPlace } from './getting-started-bar-place';
import { GettingStartedBarView } from './getting-started-bar-view';

/** The getting-started progress bar for owners (002 §2.7). Mount under the header of the default layout. */
export function GettingStartedBar() {
  const { user } = useSession();
  const { view } = useOnboarding();
  const name = useCurrentRouteName();
  const hrefOf = useStepHref(view);
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  if (view.phase !== 'ready' || !view.role) return holdsBarPlace(name, user) ? <GettingStartedBarPlace withLink={name !== 'getting-started'} /> : null;
  if (!showsGettingStartedBar(name, user, view.vehicles)) return null;
  // On the getting-started page itself the bar needs no link to it.
  const href =
    name === 'getting-started' ? undefined : isAvailable('getting-started') ? hrefTo('getting-started') : view.current ? hrefOf(view.current) : undefined;
  return <GettingStartedBarView role={view.role} current={view.current} progress={view.progress} href={href} />;
}
