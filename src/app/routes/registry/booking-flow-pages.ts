import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

type FlowPage = 'BookDatesPage' | 'BookAboutYouPage' | 'BookCustomizePage' | 'BookInsurancePage' | 'BookLoginPage' | 'BookPurchasePage' | 'BookConfirmationPage' | 'BookErrorPage';

/** The steps' document titles (issue #23 point 9): the flow's pages set none of their own. */
const TITLES: Record<FlowPage, MessageDescriptor> = {
  BookDatesPage: msg`Your dates · Booking | Campershare`,
  BookAboutYouPage: msg`About you · Booking | Campershare`,
  BookCustomizePage: msg`Drivers and extras · Booking | Campershare`,
  BookInsurancePage: msg`Insurance · Booking | Campershare`,
  BookLoginPage: msg`Log in · Booking | Campershare`,
  BookPurchasePage: msg`Payment · Booking | Campershare`,
  BookConfirmationPage: msg`Booking sent | Campershare`,
  BookErrorPage: msg`Booking not possible | Campershare`,
};

const flow = (name: FlowPage): PageEntry => ({
  title: TITLES[name],
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
