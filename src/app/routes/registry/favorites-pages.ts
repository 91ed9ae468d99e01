import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

/** The favourites page (spec 000 §4, 002 §4.9). */
export const FAVORITES_PAGES: Partial<Record<RouteName, PageEntry>> = {
  favorites: { layout: 'default', guard: 'signed-in', load: () => import('@/pages/favorites').then((m) => ({ Component: m.FavoritesPage })) },
};
