import { lazy } from 'react';
import { withCatalogs } from '@/shared/i18n';

// The section and its texts (the `handover` catalog) are not in the booking page's first JS, which is near its budget.
const loadSection = withCatalogs(['handover'], () => import('./deposit-section'));

/**
 * `DepositSection`, whose code loads when first shown: it suspends until then, so the booking page
 * holds it under its own loading state and nothing under it moves when it arrives.
 */
export const DepositSection = lazy(() => loadSection().then((module) => ({ default: module.DepositSection })));

/** Starts loading the section's code and texts while the booking itself loads. */
export const preloadDepositSection = (): void => void loadSection();
