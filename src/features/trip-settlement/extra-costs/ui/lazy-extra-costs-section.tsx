import { lazy } from 'react';
import { withCatalogs } from '@/shared/i18n';

// The section, its dialogs and texts (the `handover` catalog) are not in the booking page's first JS.
const loadSection = withCatalogs(['handover'], () => import('./extra-costs-section'));

/** `ExtraCostsSection`, loaded when first shown; it suspends under the booking page's loading state, so nothing moves when it arrives. */
export const ExtraCostsSection = lazy(() => loadSection().then((module) => ({ default: module.ExtraCostsSection })));

/** Starts loading the section's code and texts while the booking itself loads. */
export const preloadExtraCostsSection = (): void => void loadSection();
