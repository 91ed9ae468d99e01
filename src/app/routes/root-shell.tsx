import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { RouteLoadingBar } from '@/shared/ui/progress-bar';
import { RouteFocus } from './route-focus';

/**
 * Scroll to the top on navigation and back to where it was on back (spec 000 §2); focus and a
 * polite word on the new page after each change of page (issue #26).
 */
export function RootShell() {
  const navigation = useNavigation();
  return (
    <>
      <RouteLoadingBar active={navigation.state === 'loading'} />
      <Outlet />
      <ScrollRestoration />
      <RouteFocus />
    </>
  );
}
