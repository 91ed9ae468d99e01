import { lazy } from 'react';
import { withCatalogs } from '@/shared/i18n';

// The card, its dialogs and their texts (in the `handover` catalog) are not in the booking page's
// first JS (the page is at its budget): they load beside the booking.
const loadAdditionalDrivers = withCatalogs(['handover'], () => import('./additional-drivers'));

/** `AdditionalDrivers`, whose code and texts load when first shown (it suspends until then). */
export const AdditionalDrivers = lazy(() => loadAdditionalDrivers().then((module) => ({ default: module.AdditionalDrivers })));

/** Starts loading the code and texts while the booking itself loads. */
export const preloadAdditionalDrivers = (): void => void loadAdditionalDrivers();
