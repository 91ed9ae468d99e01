import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { RouteLoadingBar } from '@/shared/ui/progress-bar';
import { RouteFocus } from './route-focus';

// The first entry of every new document has the key "default": keyed by its address instead, a
// page opened at another address in the same tab starts at the top (not where the previous
// document was scrolled to), while a reload of the same address keeps its place.
const scrollKey = (location: { key: string; pathname: string; search: string }) => (location.key === 'default' ? `${location.pathname}${location.search}` : location.key);

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
      <ScrollRestoration getKey={scrollKey} />
      <RouteFocus />
    </>
  );
}
