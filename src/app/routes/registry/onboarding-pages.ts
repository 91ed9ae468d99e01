import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

export const ONBOARDING_PAGES: Partial<Record<RouteName, PageEntry>> = {
  'getting-started': {
    layout: 'default',
    load: () => import('@/pages/getting-started').then((m) => ({ Component: m.GettingStartedPage })),
    guard: 'signed-in',
  },
};
