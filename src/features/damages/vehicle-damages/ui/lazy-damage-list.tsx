import { lazy } from 'react';
import { withCatalogs } from '@/shared/i18n';

// The list, its modal and their texts load when a page first shows them: the `handover` catalog,
// and `vehicles` for the compensation modes' and image types' labels (the vehicle entity's).
const loadList = withCatalogs(['handover', 'vehicles'], () => import('./damage-list'));

/** `DamageList`, loaded when first shown (the check-in's damages step and the vehicle's damage page). */
export const DamageList = lazy(() => loadList().then((module) => ({ default: module.DamageList })));
