import { lazy } from 'react';
import { withCatalogs } from '@/shared/i18n';

// The machine, the dialog and their texts (in the `handover` catalog) are not in the booking page's
// first JS: they load beside the booking, and only for a booking whose dates may change.
const loadChangeDates = withCatalogs(['handover'], () => import('./change-dates'));

/** `ChangeDates`, whose code and texts load when first shown (it suspends until then). */
export const ChangeDates = lazy(() => loadChangeDates().then((module) => ({ default: module.ChangeDates })));

/** Starts loading the code and texts while the booking itself loads. */
export const preloadChangeDates = (): void => void loadChangeDates();
