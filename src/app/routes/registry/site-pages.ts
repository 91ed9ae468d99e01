import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

export const SITE_PAGES: Partial<Record<RouteName, PageEntry>> = {
  index: { layout: 'default', load: () => import('@/pages/home').then((m) => ({ Component: m.HomePage })) },
};
