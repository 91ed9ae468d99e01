import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

export const SITE_PAGES: Partial<Record<RouteName, PageEntry>> = {
  index: {
    layout: 'default',
    serverRendered: true,
    load: () =>
      import('@/pages/home').then((m) => {
        // The parts its first render shows are asked for now, not inside that render.
        m.preloadHomeParts();
        return { Component: m.HomePage };
      }),
  },
};
