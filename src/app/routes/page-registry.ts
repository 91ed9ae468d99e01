import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './registry/page-entry';
import { ACCOUNT_PAGES } from './registry/account-pages';
import { AUTH_PAGES } from './registry/auth-pages';
import { ONBOARDING_PAGES } from './registry/onboarding-pages';
import { SITE_PAGES } from './registry/site-pages';
import { SEARCH_PAGES } from './registry/search-pages';
import { VEHICLE_PAGES } from './registry/vehicle-pages';
import { FAVORITES_PAGES } from './registry/favorites-pages';
import { BOOKING_FLOW_PAGES } from './registry/booking-flow-pages';
import { BOOKINGS_PAGES } from './registry/bookings-pages';

export type { LayoutId, PageEntry } from './registry/page-entry';

/**
 * The pages that exist, one registry file per area. Only these routes are registered; a route
 * of the table whose page is not built yet is simply absent (and links to it are left out).
 */
export const PAGES: Partial<Record<RouteName, PageEntry>> = {
  ...SITE_PAGES,
  ...AUTH_PAGES,
  ...ACCOUNT_PAGES,
  ...ONBOARDING_PAGES,
  ...SEARCH_PAGES,
  ...VEHICLE_PAGES,
  ...FAVORITES_PAGES,
  ...BOOKING_FLOW_PAGES,
  ...BOOKINGS_PAGES,
};

export const REGISTERED_ROUTES: ReadonlySet<RouteName> = new Set(Object.keys(PAGES) as RouteName[]);
