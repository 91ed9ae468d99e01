import { generatePath, matchRoutes } from 'react-router';
import { LOCALE_INFO, localeFromPath, type Locale, type SiteId } from '@/shared/i18n/locales';
import { siteOrigin } from '@/shared/config/site-origins';
import { ROUTE_NAMES, ROUTE_PATHS, type RouteName } from './route-table';

export type RouteParams = Record<string, string | number | undefined>;
export type Query = Record<string, string | number | boolean | undefined | null> | URLSearchParams | string;

/** The path pattern of a named route under the locale's prefix, e.g. `/se/fordon/:id`. */
export function routePattern(name: RouteName, locale: Locale): string {
  const { prefix, language } = LOCALE_INFO[locale];
  const path = ROUTE_PATHS[name][language];
  return '/' + [prefix, path].filter(Boolean).join('/');
}

function queryString(query: Query | undefined): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query === '' || query === '?' ? '' : query.startsWith('?') ? query : `?${query}`;
  const params = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== false) params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Builds the link to a named route in a locale: `href('vehicle', { id: 7 }, 'sv-SE')` → `/se/fordon/7`. */
export function href(name: RouteName, params: RouteParams = {}, locale: Locale, query?: Query): string {
  const stringParams = Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]),
  );
  const path = generatePath(routePattern(name, locale), stringParams);
  return path + queryString(query);
}

/** Like `href`, but a full URL when the locale lives on another site than `fromSite`. */
export function hrefAcrossSites(name: RouteName, params: RouteParams, locale: Locale, fromSite: SiteId, query?: Query): string {
  const path = href(name, params, locale, query);
  const site = LOCALE_INFO[locale].site;
  return site === fromSite ? path : siteOrigin(site) + path;
}

export interface RouteMatch {
  name: RouteName;
  locale: Locale;
  params: Record<string, string>;
}

// React Router ranks every route it is given on each call: a phone feels that when the header,
// the modal hosts and the cards ask on every render. So the routes are matched per locale (the
// path's prefix says which), and the last answers are kept.
const routeObjectsByLocale = new Map<Locale, { id: string; path: string }[]>();

function routeObjects(locale: Locale) {
  let routes = routeObjectsByLocale.get(locale);
  if (!routes) {
    routes = ROUTE_NAMES.map((name) => ({ id: `${locale}|${name}`, path: routePattern(name, locale) }));
    routeObjectsByLocale.set(locale, routes);
  }
  return routes;
}

const MATCH_CACHE_SIZE = 64;
const matchCache = new Map<string, RouteMatch | undefined>();

function findRoute(pathname: string, site: SiteId): RouteMatch | undefined {
  const matches = matchRoutes(routeObjects(localeFromPath(pathname, site).locale), pathname);
  const match = matches?.[matches.length - 1];
  if (!match) return undefined;
  const [locale, name] = match.route.id.split('|') as [Locale, RouteName];
  const params = Object.fromEntries(Object.entries(match.params).filter((e): e is [string, string] => e[1] !== undefined));
  // Shared by every caller through the cache: frozen, so none can change another's answer.
  return Object.freeze({ name, locale, params: Object.freeze(params) });
}

/** Which named route and locale a pathname is, using react-router's ranking. */
export function matchRoute(pathname: string, site: SiteId): RouteMatch | undefined {
  const key = `${site} ${pathname}`;
  if (matchCache.has(key)) return matchCache.get(key);
  const found = findRoute(pathname, site);
  if (matchCache.size >= MATCH_CACHE_SIZE) matchCache.delete(matchCache.keys().next().value as string);
  matchCache.set(key, found);
  return found;
}

/**
 * The same page in another locale: route name, parameters and query are kept; an
 * unknown page falls back to the target locale's home. Across sites it is a full URL.
 */
export function switchLocaleHref(pathname: string, search: string, from: SiteId, target: Locale): string {
  const match = matchRoute(pathname, from);
  if (!match) return hrefAcrossSites('index', {}, target, from);
  return hrefAcrossSites(match.name, match.params, target, from, search);
}
