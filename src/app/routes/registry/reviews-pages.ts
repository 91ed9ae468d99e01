import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

/** The reviews page (002 §2.10, issue #19): the reviews a user received and wrote. */
export const REVIEWS_PAGES: Partial<Record<RouteName, PageEntry>> = {
  reviews: { layout: 'default', guard: 'signed-in', load: () => import('@/pages/reviews').then((m) => ({ Component: m.ReviewsPage })) },
};
