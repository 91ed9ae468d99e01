import type { ComponentType } from 'react';
import type { RouteName } from '@/shared/routing';

export type LayoutId = 'default' | 'bare' | 'magazine';

export interface PageEntry {
  layout: LayoutId;
  load: () => Promise<{ Component: ComponentType }>;
}

/**
 * The pages that exist. Only these routes are registered; a route of the table whose
 * page is not built yet is simply absent (and links to it are left out).
 */
export const PAGES: Partial<Record<RouteName, PageEntry>> = {
  index: { layout: 'default', load: () => import('@/pages/home').then((m) => ({ Component: m.HomePage })) },
};

export const REGISTERED_ROUTES: ReadonlySet<RouteName> = new Set(Object.keys(PAGES) as RouteName[]);
