import { lazy } from 'react';
import { withCatalogs } from '@/shared/i18n';

// The modal and its texts (the `handover` catalog) load when a page first shows its trigger.
const loadDialog = withCatalogs(['handover'], () => import('./extra-charge-dialog'));

/** `ExtraChargeDialog`, loaded when first shown (the check-out's extra-costs step opens it too). */
export const ExtraChargeDialog = lazy(() => loadDialog().then((module) => ({ default: module.ExtraChargeDialog })));
