import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

const searchPage = () => import('@/pages/search');

// The search page waits for nothing but the shell catalog: it loads the vehicles catalog itself
// together with the search (its start-up budget is 150 KB).
const catalogs = [] as const;
// Found by search engines and shared as links: rendered on the server (issue #27).
const serverRendered = true;

/** Vehicle search by subtype, brand and country pages (spec 000 §2, §3; 002 §2.2): one page, public. */
export const SEARCH_PAGES: Partial<Record<RouteName, PageEntry>> = {
  'search-motorhome': { layout: 'default', catalogs, serverRendered, load: () => searchPage().then((m) => ({ Component: m.MotorhomeSearchPage })) },
  'search-campervan': { layout: 'default', catalogs, serverRendered, load: () => searchPage().then((m) => ({ Component: m.CampervanSearchPage })) },
  'search-caravan': { layout: 'default', catalogs, serverRendered, load: () => searchPage().then((m) => ({ Component: m.CaravanSearchPage })) },
  all: { layout: 'default', catalogs, serverRendered, load: () => searchPage().then((m) => ({ Component: m.AllVehiclesPage })) },
  brand: { layout: 'default', catalogs, serverRendered, load: () => searchPage().then((m) => ({ Component: m.BrandSearchPage })) },
  'search-country': { layout: 'default', catalogs, serverRendered, load: () => searchPage().then((m) => ({ Component: m.CountrySearchPage })) },
};
