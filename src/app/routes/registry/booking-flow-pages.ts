import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

const step: PageEntry = {
  // The site's header and footer stay: the renter may leave the flow and come back to it.
  layout: 'default',
  // The page loads the flow's catalogs itself, together with the flow.
  catalogs: [],
  load: () => import('@/pages/booking-flow').then((m) => ({ Component: m.BookingFlowRoute })),
  // One page for every step: the flow's machine lives across the steps' URLs.
  group: 'booking-flow',
};

/**
 * The booking flow under the vehicle path (spec 001 §2), one route per step of its step table
 * (`machines/booking-request/booking-request.steps.ts`). No guards: guests walk the first steps
 * and log in or sign up inside the flow; owners get the flow's notice instead of a redirect.
 */
export const BOOKING_FLOW_PAGES: Partial<Record<RouteName, PageEntry>> = {
  book: step,
  'book-about-you': step,
  'book-customize': step,
  'book-insurance': step,
  'book-login': step,
  'book-verify-id': step,
  'book-purchase': step,
  'book-confirmation': step,
  'book-error': step,
};
