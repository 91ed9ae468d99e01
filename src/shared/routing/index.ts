export { href, hrefAcrossSites, matchRoute, routePattern, switchLocaleHref, type Query, type RouteMatch, type RouteParams } from './href';
export { ROUTE_NAMES, ROUTE_PATHS, type LocalisedPath, type RouteName } from './route-table';
export { RouteAvailabilityProvider, useIsRouteAvailable, useLocalizedHref } from './route-availability';
export { PAYMENT_ROUTES } from './payment-routes';
export { useCurrentRouteName } from './current-route';
export { safeReturnPath } from './return-path';
