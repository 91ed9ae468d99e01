import { redirect, type RouteObject } from 'react-router';
import {
  LOCALE_COOKIE,
  LOCALE_INFO,
  activateLocale,
  browserTimeZone,
  localesOfSite,
  preferredLocale,
  DEFAULT_LOCALE,
  type Locale,
  type SiteId,
} from '@/shared/i18n';
import { setRequestLocale } from '@/shared/api';
import { readCookie } from '@/shared/lib/cookies';
import { ROUTE_PATHS, href, type RouteName } from '@/shared/routing';
import { BareLayout } from '../layouts/bare-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { MagazineLayout } from '../layouts/magazine-layout';
import { LocaleRoot } from './locale-root';
import { PAGES, type LayoutId, type PageEntry } from './page-registry';
import { RootShell } from './root-shell';
import { RouteErrorBoundary } from './route-error-boundary';

const LAYOUTS = { default: DefaultLayout, bare: BareLayout, magazine: MagazineLayout } as const;

export interface RouteHandle {
  routeName?: RouteName;
}

function notFound(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

export interface BuildOptions {
  /** True while the router resolves the document's first URL (not on later navigations). */
  isInitialLoad: () => boolean;
}

function pageRoute(name: RouteName, entry: PageEntry, locale: Locale, site: SiteId, options: BuildOptions): RouteObject {
  const path = ROUTE_PATHS[name][LOCALE_INFO[locale].language];
  const handle: RouteHandle = { routeName: name };
  const common = { id: `${locale}:${name}`, handle, lazy: entry.load, ErrorBoundary: RouteErrorBoundary };
  if (path !== '') return { ...common, path };
  // Opening the site root sends the visitor to their language (cookie, then time zone). Only
  // on the document's first load: navigating back to the root within the app stays there.
  const isSiteRoot = locale === DEFAULT_LOCALE[site];
  return {
    ...common,
    index: true,
    loader: isSiteRoot
      ? () => {
          if (!options.isInitialLoad()) return null;
          const preferred = preferredLocale(site, readCookie(LOCALE_COOKIE), browserTimeZone());
          return preferred === locale ? null : redirect(href('index', {}, preferred));
        }
      : undefined,
  };
}

function localeBranch(locale: Locale, site: SiteId, options: BuildOptions): RouteObject {
  const { prefix } = LOCALE_INFO[locale];
  const byLayout = new Map<LayoutId, RouteObject[]>();
  for (const [name, entry] of Object.entries(PAGES) as [RouteName, PageEntry][]) {
    const routes = byLayout.get(entry.layout) ?? [];
    routes.push(pageRoute(name, entry, locale, site, options));
    byLayout.set(entry.layout, routes);
  }
  // Unknown paths render the 404 page inside the default layout.
  const defaultRoutes = byLayout.get('default') ?? [];
  defaultRoutes.push({ id: `${locale}:not-found`, path: '*', loader: notFound, ErrorBoundary: RouteErrorBoundary });
  byLayout.set('default', defaultRoutes);

  return {
    id: `locale:${locale}`,
    path: prefix ? `/${prefix}` : '/',
    loader: async () => {
      // Synchronously first, so the page loaders that start next already ask in this language.
      setRequestLocale(locale);
      await activateLocale(locale);
      return null;
    },
    element: <LocaleRoot locale={locale} site={site} />,
    children: [...byLayout.entries()].map(([layout, children]) => {
      const Layout = LAYOUTS[layout];
      return { id: `${locale}:layout:${layout}`, element: <Layout />, children };
    }),
  };
}

export function buildRoutes(site: SiteId, options: BuildOptions): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootShell />,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: () => null,
      children: localesOfSite(site).map((locale) => localeBranch(locale, site, options)),
    },
  ];
}
