import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

/** The owner's vehicles (issue #18, 000 §2, §4). */
export const EDITOR_PAGES: Partial<Record<RouteName, PageEntry>> = {
  'edit-vehicles': { layout: 'default', guard: 'owner', load: () => import('@/pages/owner-vehicles/my-vehicles').then((m) => ({ Component: m.MyVehiclesPage })) },
};
