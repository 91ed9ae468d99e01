import { createElement, lazy, Suspense } from 'react';
import { withCatalogs } from '@/shared/i18n';
import type { SearchRouteName } from './model/search-route';
import { SearchPageLoading } from './ui/search-page-loading';

export type { SearchPageProps } from './ui/search-page';

// The route's own chunk is only this and the loading state; the search loads in parallel
// with the vehicles catalog right after (the search route's 150 KB start-up budget).
const SearchPage = lazy(
  withCatalogs(['vehicles'], () =>
    import('./ui/search-page').then((m) => {
      // The filters and cards are asked for as soon as the page's code is here.
      m.preloadSearchParts();
      return { default: m.SearchPage };
    }),
  ),
);

const searchRoute = (route: SearchRouteName) =>
  function SearchRoute() {
    return createElement(Suspense, { fallback: createElement(SearchPageLoading, { route }) }, createElement(SearchPage, { route }));
  };

// One component per route for the page registry, which takes a component without props.
export const MotorhomeSearchPage = searchRoute('search-motorhome');
export const CampervanSearchPage = searchRoute('search-campervan');
export const CaravanSearchPage = searchRoute('search-caravan');
export const AllVehiclesPage = searchRoute('all');
export const BrandSearchPage = searchRoute('brand');
export const CountrySearchPage = searchRoute('search-country');
