import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

const flow = (name: 'BookDatesPage' | 'BookAboutYouPage' | 'BookCustomizePage' | 'BookInsurancePage' | 'BookLoginPage' | 'BookPurchasePage' | 'BookConfirmationPage' | 'BookErrorPage'): PageEntry => ({
  // The site's header and footer stay: the renter may leave the flow and come back to it.
  layout: 'default',
  // The page loads the flow's catalogs itself, together with the flow.
  catalogs: [],
  load: () => import('@/pages/booking-flow').then((m) => ({ Component: m[name] })),
});

/**
 * The booking flow under the vehicle path (spec 001 §2). No guards: guests walk the first
 * steps and log in inside the flow; owners get the flow's notice instead of a redirect.
 */
export const BOOKING_FLOW_PAGES: Partial<Record<RouteName, PageEntry>> = {
  book: flow('BookDatesPage'),
  'book-about-you': flow('BookAboutYouPage'),
  'book-customize': flow('BookCustomizePage'),
  'book-insurance': flow('BookInsurancePage'),
  'book-login': flow('BookLoginPage'),
  'book-purchase': flow('BookPurchasePage'),
  'book-confirmation': flow('BookConfirmationPage'),
  'book-error': flow('BookErrorPage'),
};
