import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { RouteLoadingBar } from '@/shared/ui/progress-bar';

/** Scroll to the top on navigation and back to where it was on back (spec 000 §2). */
export function RootShell() {
  const navigation = useNavigation();
  return (
    <>
      <RouteLoadingBar active={navigation.state === 'loading'} />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
