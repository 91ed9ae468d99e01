import { lazy } from 'react';
import { withCatalogs } from '@/shared/i18n';

// The card and its words (in the `handover` catalog, which the booking page loads beside the booking)
// are not in the booking page's first JS: the page is at its size budget.
const loadRentalContract = withCatalogs(['handover'], () => import('./rental-contract'));

/** `RentalContract`, whose code and texts load when first shown (it suspends until then). */
export const RentalContract = lazy(() => loadRentalContract().then((module) => ({ default: module.RentalContract })));

/** Starts loading the code and texts while the booking itself loads. */
export const preloadRentalContract = (): void => void loadRentalContract();
