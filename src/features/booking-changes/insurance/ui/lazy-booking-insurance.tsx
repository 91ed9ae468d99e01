import { lazy } from 'react';
import { withCatalogs } from '@/shared/i18n';

// The card, its modals and their texts (in the `handover` catalog, which the booking page's other
// lazy cards load too) are not in the booking page's first JS: the page is at its size budget.
const loadBookingInsurance = withCatalogs(['handover'], () => import('./booking-insurance'));

/** `BookingInsurance`, whose code and texts load when first shown (it suspends until then). */
export const BookingInsurance = lazy(() => loadBookingInsurance().then((module) => ({ default: module.BookingInsurance })));

/** Starts loading the code and texts while the booking itself loads. */
export const preloadBookingInsurance = (): void => void loadBookingInsurance();
