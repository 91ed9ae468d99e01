import { ownerProfileLoader } from '@/entities/user';
import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

/** The owner pages (000 §2, 002 §2.2, issue #19): the public owner profile, the dashboard and the top-owner page. */
export const OWNER_PAGES: Partial<Record<RouteName, PageEntry>> = {
  // Public and light: it waits only for the vehicles catalog (cards, reviews), and its loader asks
  // for the owner's figures with the page's code and turns an unknown owner into the 404 page.
  'owner-profile': {
    layout: 'default',
    catalogs: ['vehicles'],
    load: () => import('@/pages/owner-profile').then((m) => ({ Component: m.OwnerProfilePage })),
    loader: ownerProfileLoader,
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams['id'] !== nextParams['id'],
  },
  'owner-dashboard': { layout: 'default', guard: 'owner', catalogs: ['account', 'vehicles'], load: () => import('@/pages/owner-dashboard').then((m) => ({ Component: m.OwnerDashboardPage })) },
  'owner-top-owner': { layout: 'default', guard: 'owner', load: () => import('@/pages/owner-top-owner').then((m) => ({ Component: m.TopOwnerPage })) },
};
