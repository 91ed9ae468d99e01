import { lazy } from 'react';
import { withCatalogs } from '@/shared/i18n';

// ical.js and the words (the `calendars` catalog) are not in the booking page's first JS: the page is at its size budget.
const loadAddTripToCalendar = withCatalogs(['calendars'], () => import('./add-trip-to-calendar'));

/** `AddTripToCalendar`, whose code and texts load when first shown (it suspends until then). */
export const AddTripToCalendar = lazy(() => loadAddTripToCalendar().then((module) => ({ default: module.AddTripToCalendar })));

/** Starts loading the code and texts while the booking itself loads. */
export const preloadAddTripToCalendar = (): void => void loadAddTripToCalendar();
