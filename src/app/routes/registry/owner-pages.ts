import type { RouteName } from '@/shared/routing';
import { ownerProfileLoader } from './owner-profile-loader';
import type { PageEntry } from './page-entry';

/** The owner pages (000 §2, 002 §2.2, issue #19): the public owner profile, the dashboard and the top-owner page. */
export const OWNER_PAGES: Partial<Record<RouteName, PageEntry>> = {
  // Public: rendered on the server, with the owner's figures, vehicles and first reviews. In the
  // browser it waits for its own texts and the vehicles catalog (cards), and its loader asks for the
  // owner's figures with the page's code and turns an unknown owner into the 404 page.
  'owner-profile': {
    layout: 'default',
    serverRendered: true,
    catalogs: ['owner', 'vehicles'],
    load: () => import('@/pages/owner-profile').then((m) => ({ Component: m.OwnerProfilePage })),
    loader: ownerProfileLoader,
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams['id'] !== nextParams['id'],
  },
  // The dashboard names the vehicles' states too (vehicles catalog).
  'owner-dashboard': { layout: 'default', guard: 'owner', catalogs: ['owner', 'vehicles'], load: () => import('@/pages/owner-dashboard').then((m) => ({ Component: m.OwnerDashboardPage })) },
  'owner-top-owner': { layout: 'default', guard: 'owner', catalogs: ['owner'], load: () => import('@/pages/owner-top-owner').then((m) => ({ Component: m.TopOwnerPage })) },
};
