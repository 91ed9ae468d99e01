import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

export const ONBOARDING_PAGES: Partial<Record<RouteName, PageEntry>> = {
  'getting-started': {
    layout: 'default',
    load: () => import('@/pages/getting-started').then((m) => ({ Component: m.GettingStartedPage })),
    guard: 'signed-in',
    // The steps' texts are the onboarding modal's, in the catalog of what the site's chrome opens.
    catalogs: ['account', 'modals'],
  },
};

/** 001 §2, §5: ID verification, one page per role; the e-ID provider returns to the same page. */
export const VERIFY_ID_PAGES: Partial<Record<RouteName, PageEntry>> = {
  'verify-id': { layout: 'default', guard: 'renter', load: () => import('@/pages/verify-id').then((m) => ({ Component: m.VerifyIdPage })) },
  'owner-verify-id': { layout: 'default', guard: 'owner', load: () => import('@/pages/verify-id').then((m) => ({ Component: m.OwnerVerifyIdPage })) },
};
