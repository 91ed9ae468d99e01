import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

/**
 * The rent-out landing page (000 §2, §9; issue #20 point 3): public and the same for every
 * visitor, so rendered on the server. Its calculator and call-back form speak from the content
 * catalog, like the CMS's pages an owner reads before listing.
 */
export const RENT_OUT_PAGES: Partial<Record<RouteName, PageEntry>> = {
  'rent-out': { layout: 'default', serverRendered: true, load: () => import('@/pages/content/rent-out').then((m) => ({ Component: m.RentOutPage })) },
};
