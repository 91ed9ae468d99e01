import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useLocale } from '@/shared/i18n';
import { href, type Query, type RouteParams } from './href';
import type { RouteName } from './route-table';

/**
 * Which named routes have a page. A route whose page is not built is not registered,
 * so menus and links leave it out instead of leading to a 404.
 */
const RouteAvailabilityContext = createContext<ReadonlySet<RouteName>>(new Set());

export function RouteAvailabilityProvider({ routes, children }: { routes: ReadonlySet<RouteName>; children: ReactNode }) {
  return <RouteAvailabilityContext.Provider value={routes}>{children}</RouteAvailabilityContext.Provider>;
}

export function useIsRouteAvailable(): (name: RouteName) => boolean {
  const routes = useContext(RouteAvailabilityContext);
  return useCallback((name: RouteName) => routes.has(name), [routes]);
}

/** `href` bound to the current locale. */
export function useLocalizedHref(): (name: RouteName, params?: RouteParams, query?: Query) => string {
  const locale = useLocale();
  return useCallback((name, params = {}, query) => href(name, params, locale, query), [locale]);
}
