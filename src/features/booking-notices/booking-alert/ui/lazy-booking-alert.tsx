import { lazy } from 'react';
import { withCatalogs } from '@/shared/i18n';

// The alert and its words (in the `handover` catalog, which the booking page loads beside the booking)
// are not in the booking page's first JS: the page is at its size budget.
const loadBookingAlert = withCatalogs(['handover'], () => import('./booking-alert'));

/** `BookingAlert`, whose code and texts load when first shown (it suspends until then). */
export const BookingAlert = lazy(() => loadBookingAlert().then((module) => ({ default: module.BookingAlert })));

/** Starts loading the code and texts while the booking itself loads. */
export const preloadBookingAlert = (): void => void loadBookingAlert();
