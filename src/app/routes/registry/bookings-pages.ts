import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

/** The bookings list and booking detail (spec 001 §2, §4). */
export const BOOKINGS_PAGES: Partial<Record<RouteName, PageEntry>> = {
  bookings: { layout: 'default', guard: 'signed-in', load: () => import('@/pages/bookings').then((m) => ({ Component: m.BookingsPage })) },
  booking: { layout: 'default', guard: 'signed-in', load: () => import('@/pages/booking').then((m) => ({ Component: m.BookingPage })) },
};
