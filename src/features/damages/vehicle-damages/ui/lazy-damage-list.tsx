import { lazy } from 'react';
import { withCatalogs } from '@/shared/i18n';

// The list, its modal and their texts load when a page first shows them: the `handover` catalog,
// and `vehicles` for the compensation modes' and image types' labels (the vehicle entity's).
const loadList = withCatalogs(['handover', 'vehicles'], () => import('./damage-list'));

/** `DamageList`, loaded when first shown (the check-in's damages step and the vehicle's damage page). */
export const DamageList = lazy(() => loadList().then((module) => ({ default: module.DamageList })));

/**
 * Fetches the list's chunk and texts ahead, while the connection is there: a check-in is often
 * done where it drops, and a chunk asked for offline fails the whole page.
 */
export const preloadDamageList = (): void => void loadList().catch(() => undefined);
