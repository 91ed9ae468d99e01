import { lazy } from 'react';

// The machine, xstate, the actions and their dialogs are not in the booking page's first JS: they
// load beside the booking's data and stay within the page's size budget.
const loadPanel = () => import('./booking-lifecycle-panel');

/**
 * `BookingLifecyclePanel`, whose code loads when first shown: it suspends until then, so the page
 * holds it under its own loading state. A panel that came after the page held a skeleton shorter
 * than itself, and what stood under it moved (a layout shift of 0.1 on a phone).
 */
export const BookingLifecyclePanel = lazy(() => loadPanel().then((module) => ({ default: module.BookingLifecyclePanel })));

/** Starts loading the panel's code while the booking itself loads. */
export const preloadBookingLifecyclePanel = (): void => void loadPanel();
