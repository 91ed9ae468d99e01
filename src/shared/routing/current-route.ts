import { useLocation } from 'react-router';
import { useSite } from '@/shared/i18n';
import { matchRoute } from './href';
import type { RouteName } from './route-table';

/** The named route shown now; undefined on catch-all content pages. */
export function useCurrentRouteName(): RouteName | undefined {
  const { pathname } = useLocation();
  const site = useSite();
  return matchRoute(pathname, site)?.name;
}
