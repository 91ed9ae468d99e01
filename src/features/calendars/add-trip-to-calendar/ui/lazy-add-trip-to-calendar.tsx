import { lazy } from 'react';
import { withCatalogs } from '@/shared/i18n';

// ical.js and the words (in the `handover` catalog the booking page loads beside the booking) are
// not in the booking page's first JS: the page is at its size budget.
const loadAddTripToCalendar = withCatalogs(['handover'], () => import('./add-trip-to-calendar'));

/** `AddTripToCalendar`, whose code and texts load when first shown (it suspends until then). */
export const AddTripToCalendar = lazy(() => loadAddTripToCalendar().then((module) => ({ default: module.AddTripToCalendar })));

/** Starts loading the code and texts while the booking itself loads. */
export const preloadAddTripToCalendar = (): void => void loadAddTripToCalendar();
