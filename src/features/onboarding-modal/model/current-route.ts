import { useLocation } from 'react-router';
import { useSite } from '@/shared/i18n';
import { matchRoute, type RouteName } from '@/shared/routing';

/** The path shown now and its named route; no name on catch-all content pages. */
export function useCurrentRoute(): { name: RouteName | undefined; pathname: string } {
  const { pathname } = useLocation();
  const site = useSite();
  return { name: matchRoute(pathname, site)?.name, pathname };
}
