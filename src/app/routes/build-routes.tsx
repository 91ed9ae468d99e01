import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { rememberRedirectTarget } from '@/entities/session';
import {
  LOCALE_COOKIE,
  LOCALE_INFO,
  activateLocale,
  browserTimeZone,
  loadCatalogs,
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
import { evaluateGuard, evaluateScreenGuard, type GuardOutcome, type GuardSubject, type ScreenSubject } from './guards';
import { LocaleRoot } from './locale-root';
import { CATCH_ALL_ID, PAGES, type LayoutId, type PageEntry } from './page-registry';
import { CONTENT_PAGE } from './registry/content-pages';
import { RootShell } from './root-shell';
import { RouteErrorBoundary } from './route-error-boundary';

const LAYOUTS = { default: DefaultLayout, bare: BareLayout, magazine: MagazineLayout } as const;

export interface RouteHandle {
  routeName?: RouteName;
}

/**
 * A loader the browser runs again over a server-rendered page: the page's language is activated
 * in this browser, maintenance is checked as it sees it, the site root's language is its own.
 */
const hydrating = (loader: LoaderFunction): LoaderFunction => Object.assign((...args: Parameters<LoaderFunction>) => loader(...args), { hydrate: true });

function notFound(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

export interface BuildOptions {
  /** True while the router resolves the document's first URL (not on later navigations). */
  isInitialLoad: () => boolean;
  /** The session once restored, for the guards. */
  guardSubject: () => Promise<GuardSubject>;
  /** The device, for the pages built for phones and large screens only (the browser's, when not given). */
  screenSubject?: () => ScreenSubject | undefined;
  /** Runs before every page: the maintenance guard (spec 002 §6). */
  rootLoader?: LoaderFunction;
  /**
   * Asked before a path no page matches is answered with the 404 page: true when it added the
   * routes it may belong to (the pages and locales left out at start), so the path is matched again.
   */
  addMissingRoutes?: () => boolean | Promise<boolean>;
}

/** Which of the registry's pages a locale's branch has: every page when not given. */
export type PageFilter = (entry: PageEntry) => boolean;

/** The pages the server renders: the routes a server-rendered document starts with. */
export const serverRenderedPages: PageFilter = (entry) => entry.serverRendered === true;

/** The browser's device; none on the server, which lets the page through (the browser decides). */
const browserScreen = (): ScreenSubject | undefined => (typeof window === 'undefined' ? undefined : { userAgent: navigator.userAgent, width: window.innerWidth });

/** The page's role guard, then its screen guard: the first that turns the visitor away decides. */
async function guardOutcome(entry: PageEntry, options: BuildOptions): Promise<GuardOutcome> {
  const role = entry.guard ? evaluateGuard(entry.guard, await options.guardSubject()) : ({ kind: 'allow' } as const);
  if (role.kind !== 'allow' || !entry.screens) return role;
  return evaluateScreenGuard((options.screenSubject ?? browserScreen)());
}

/**
 * Runs the page's guards before it renders: a visitor who must log in goes to the home page
 * with the login popup and comes back after logging in; anyone else turned away goes home.
 */
function guardLoader(entry: PageEntry, locale: Locale, options: BuildOptions, pageLoader?: LoaderFunction): LoaderFunction {
  return async (args) => {
    const { request } = args;
    const outcome = await guardOutcome(entry, options);
    if (outcome.kind === 'allow') return pageLoader ? pageLoader(args) : null;
    if (outcome.to === 'home') return redirect(href('index', {}, locale));
    const url = new URL(request.url);
    rememberRedirectTarget(url.pathname + url.search);
    return redirect(href('index', {}, locale, { popup: 'login' }));
  };
}

const isGuarded = (entry: PageEntry) => Boolean(entry.guard || entry.screens);

/** Home renders with the shell catalog (its JS budget); other pages wait for their areas' messages. */
const pageWithCatalogs = (entry: PageEntry, locale: Locale) => () => Promise.all([entry.load(), loadCatalogs(locale, entry.catalogs)]).then(([page]) => page);
const lazyPage = (name: RouteName, entry: PageEntry, locale: Locale) => (name === 'index' ? entry.load : pageWithCatalogs(entry, locale));

const loaderOf = (entry: PageEntry, locale: Locale): LoaderFunction | undefined => entry.localeLoader?.(locale) ?? entry.loader;

/** The page of a group renders every step; a step's own route only names the step. */
const StepOutlet = () => null;

/** A flow's steps under one pathless route that renders the flow's page (`PageEntry.group`). */
function groupRoute(group: string, steps: [RouteName, PageEntry][], locale: Locale, options: BuildOptions): RouteObject {
  const [first] = steps;
  if (!first) throw new Error(`The group ${group} has no steps`);
  const [firstName, firstEntry] = first;
  return {
    id: `${locale}:group:${group}`,
    lazy: lazyPage(firstName, firstEntry, locale),
    ErrorBoundary: RouteErrorBoundary,
    // The group's steps share the first step's guard (the vehicle editor's: owners only).
    ...(isGuarded(firstEntry) ? { loader: guardLoader(firstEntry, locale, options) } : {}),
    children: steps.map(([name]) => ({
      id: `${locale}:${name}`,
      path: ROUTE_PATHS[name][LOCALE_INFO[locale].language],
      handle: { routeName: name } satisfies RouteHandle,
      Component: StepOutlet,
    })),
  };
}

function pageRoute(name: RouteName, entry: PageEntry, locale: Locale, site: SiteId, options: BuildOptions): RouteObject {
  const path = ROUTE_PATHS[name][LOCALE_INFO[locale].language];
  const handle: RouteHandle = { routeName: name };
  const common = {
    id: `${locale}:${name}`,
    handle,
    lazy: lazyPage(name, entry, locale),
    ErrorBoundary: RouteErrorBoundary,
    ...(isGuarded(entry) ? { loader: guardLoader(entry, locale, options, loaderOf(entry, locale)) } : loaderOf(entry, locale) ? { loader: loaderOf(entry, locale) } : {}),
    ...(entry.shouldRevalidate ? { shouldRevalidate: entry.shouldRevalidate } : {}),
  };
  if (path !== '') return { ...common, path };
  // Opening the site root sends the visitor to their language (cookie, then time zone). Only
  // on the document's first load: navigating back to the root within the app stays there.
  const isSiteRoot = locale === DEFAULT_LOCALE[site];
  return {
    ...common,
    index: true,
    loader: isSiteRoot
      ? hydrating(() => {
          if (!options.isInitialLoad()) return null;
          const preferred = preferredLocale(site, readCookie(LOCALE_COOKIE), browserTimeZone());
          return preferred === locale ? null : redirect(href('index', {}, preferred));
        })
      : undefined,
  };
}

function localeBranch(locale: Locale, site: SiteId, options: BuildOptions, pages?: PageFilter): RouteObject {
  const { prefix } = LOCALE_INFO[locale];
  const byLayout = new Map<LayoutId, RouteObject[]>();
  const groups = new Map<string, [RouteName, PageEntry][]>();
  for (const [name, entry] of Object.entries(PAGES) as [RouteName, PageEntry][]) {
    if (pages && !pages(entry)) continue;
    const routes = byLayout.get(entry.layout) ?? [];
    if (entry.group) {
      const steps = groups.get(entry.group);
      if (steps) steps.push([name, entry]);
      else {
        const created: [RouteName, PageEntry][] = [[name, entry]];
        groups.set(entry.group, created);
        // Placed where the group's first step is; its steps are added as they come.
        routes.push({ id: `pending-group:${entry.group}` });
      }
    } else routes.push(pageRoute(name, entry, locale, site, options));
    byLayout.set(entry.layout, routes);
  }
  for (const routes of byLayout.values()) {
    routes.forEach((route, index) => {
      const group = route.id?.startsWith('pending-group:') ? route.id.slice('pending-group:'.length) : undefined;
      if (group) routes[index] = groupRoute(group, groups.get(group) ?? [], locale, options);
    });
  }
  // Any other path is a CMS page (002 §2.2 catch-all), once no locale is left to add: looked up
  // by path and locale, and the 404 page when the CMS has none.
  const defaultRoutes = byLayout.get('default') ?? [];
  const catchAll = loaderOf(CONTENT_PAGE, locale);
  const unmatched: LoaderFunction = async (args) => {
    if (!(await options.addMissingRoutes?.())) return catchAll ? catchAll(args) : notFound();
    const url = new URL(args.request.url);
    return redirect(url.pathname + url.search + url.hash);
  };
  defaultRoutes.push({
    id: `${locale}:${CATCH_ALL_ID}`,
    path: '*',
    loader: unmatched,
    lazy: pageWithCatalogs(CONTENT_PAGE, locale),
    ErrorBoundary: RouteErrorBoundary,
  });
  byLayout.set('default', defaultRoutes);

  return {
    id: `locale:${locale}`,
    path: prefix ? `/${prefix}` : '/',
    loader: hydrating(async () => {
      // Synchronously first, so the page loaders that start next already ask in this language.
      setRequestLocale(locale);
      await activateLocale(locale);
      return null;
    }),
    element: <LocaleRoot locale={locale} site={site} />,
    children: [...byLayout.entries()].map(([layout, children]) => {
      const Layout = LAYOUTS[layout];
      return { id: `${locale}:layout:${layout}`, element: <Layout />, children };
    }),
  };
}

/** The locale branches for `locales`: to add under the root later (`routePatches`). */
export function buildLocaleBranches(site: SiteId, options: BuildOptions, locales: readonly Locale[], pages?: PageFilter): RouteObject[] {
  return locales.map((locale) => localeBranch(locale, site, options, pages));
}

/**
 * The app's routes: the root with a branch per locale of the site, or only those of `locales`,
 * with the pages `pages` keeps. Ranking every route takes a phone's CPU a noticeable while at
 * start-up and on every navigation, so the app starts with the visited locale (a server-rendered
 * page: with its public pages) and adds the rest when a path needs them (`addMissingRoutes`).
 */
export function buildRoutes(site: SiteId, options: BuildOptions, locales: readonly Locale[] = localesOfSite(site), pages?: PageFilter): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootShell />,
      ...(options.rootLoader ? { loader: hydrating(options.rootLoader) } : {}),
      // Above the locale branches (maintenance, a broken locale): the bare layout gives it landmarks.
      ErrorBoundary: () => (
        <BareLayout>
          <RouteErrorBoundary />
        </BareLayout>
      ),
      HydrateFallback: () => null,
      children: buildLocaleBranches(site, options, locales, pages),
    },
  ];
}
