import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

/** The bookings list and the booking history (spec 001 §2): its words are all the bookings area's (a vehicle is named by its own fields). */
export const BOOKINGS_LIST_PAGES: Partial<Record<RouteName, PageEntry>> = {
  bookings: { layout: 'default', guard: 'signed-in', load: () => import('@/pages/bookings').then((m) => ({ Component: m.BookingsPage })) },
  'booking-history': { layout: 'default', guard: 'signed-in', load: () => import('@/pages/bookings').then((m) => ({ Component: m.BookingHistoryPage })) },
};

/** The booking detail (spec 001 §2, §4), which also shows the vehicle's price lines and rules. */
export const BOOKING_PAGES: Partial<Record<RouteName, PageEntry>> = {
  booking: { layout: 'default', guard: 'signed-in', load: () => import('@/pages/booking').then((m) => ({ Component: m.BookingPage })) },
};

/** Check-in and check-out (spec 001 §2, §4): the owner documents, the renter approves; words of their own area. */
export const HANDOVER_PAGES: Partial<Record<RouteName, PageEntry>> = {
  'booking-checkin': { layout: 'default', guard: 'signed-in', load: () => import('@/pages/trip/handover').then((m) => ({ Component: m.CheckinPage })) },
  'booking-checkout': { layout: 'default', guard: 'signed-in', load: () => import('@/pages/trip/handover').then((m) => ({ Component: m.CheckoutPage })) },
};
