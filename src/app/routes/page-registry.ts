import type { CatalogArea } from '@/shared/i18n';
import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './registry/page-entry';
import { ACCOUNT_PAGES } from './registry/account-pages';
import { AUTH_PAGES } from './registry/auth-pages';
import { ONBOARDING_PAGES, VERIFY_ID_PAGES } from './registry/onboarding-pages';
import { SITE_PAGES } from './registry/site-pages';
import { SEARCH_PAGES } from './registry/search-pages';
import { VEHICLE_PAGES } from './registry/vehicle-pages';
import { FAVORITES_PAGES } from './registry/favorites-pages';
import { BOOKING_FLOW_PAGES } from './registry/booking-flow-pages';
import { BOOKING_PAGES, BOOKINGS_LIST_PAGES, HANDOVER_PAGES } from './registry/bookings-pages';
import { ECONOMY_PAGES } from './registry/economy-pages';
import { OWNER_PAGES } from './registry/owner-pages';
import { REVIEWS_PAGES } from './registry/reviews-pages';
import { MESSAGES_PAGES } from './registry/messages-pages';
import { EDITOR_PAGES } from './registry/editor-pages';
import { PAYMENT_METHODS_PAGES } from './registry/payment-methods-pages';
import { CONTENT_PAGES } from './registry/content-pages';
import { MAGAZINE_PAGES } from './registry/magazine-pages';
import { RENT_OUT_PAGES } from './registry/rent-out-pages';

export type { LayoutId, PageEntry } from './registry/page-entry';

/** The id (after the locale) of each locale's catch-all route: CMS pages, else the 404 page. */
export const CATCH_ALL_ID = 'content-page';

/** The message catalogs a registry's pages wait for, unless an entry names its own. */
function inArea(catalogs: readonly CatalogArea[], pages: Partial<Record<RouteName, PageEntry>>): Partial<Record<RouteName, PageEntry>> {
  return Object.fromEntries(Object.entries(pages).map(([name, entry]) => [name, { catalogs, ...entry }]));
}

/**
 * The pages that exist, one registry file per area. Only these routes are registered; a route
 * of the table whose page is not built yet is simply absent (and links to it are left out).
 */
export const PAGES: Partial<Record<RouteName, PageEntry>> = {
  ...inArea(['account'], SITE_PAGES),
  ...inArea(['auth'], AUTH_PAGES),
  ...inArea(['account'], ACCOUNT_PAGES),
  ...inArea(['account'], ONBOARDING_PAGES),
  ...inArea(['verification', 'account'], VERIFY_ID_PAGES),
  ...inArea(['vehicles'], SEARCH_PAGES),
  ...inArea(['vehicles'], VEHICLE_PAGES),
  ...inArea(['vehicles'], FAVORITES_PAGES),
  // The flow has a login step of its own (the auth area's forms) and the profile's (account).
  ...inArea(['bookings', 'vehicles', 'account', 'auth'], BOOKING_FLOW_PAGES),
  ...inArea(['bookings'], BOOKINGS_LIST_PAGES),
  ...inArea(['bookings', 'vehicles'], BOOKING_PAGES),
  ...inArea(['handover'], HANDOVER_PAGES),
  // The bank account form shares the profile's words (birth date).
  ...inArea(['economy', 'account'], ECONOMY_PAGES),
  // The reviews page's tabs are named by the user entity's labels (account catalog).
  ...inArea(['owner', 'vehicles', 'account'], REVIEWS_PAGES),
  ...inArea(['owner'], OWNER_PAGES),
  ...inArea(['messages'], MESSAGES_PAGES),
  // The vehicles' states and subtypes are the vehicle entity's labels (vehicles catalog).
  ...inArea(['editor', 'vehicles'], EDITOR_PAGES),
  // Saved cards: their words and the payment entity's they show are in the economy catalog.
  ...inArea(['economy'], PAYMENT_METHODS_PAGES),
  ...inArea(['content'], CONTENT_PAGES),
  // The magazine speaks from the same catalog as the CMS's pages (both come from the content service).
  ...inArea(['content'], MAGAZINE_PAGES),
  ...inArea(['content'], RENT_OUT_PAGES),
};

export const REGISTERED_ROUTES: ReadonlySet<RouteName> = new Set(Object.keys(PAGES) as RouteName[]);
