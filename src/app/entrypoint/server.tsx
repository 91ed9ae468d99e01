import { QueryClient, defaultShouldDehydrateQuery, dehydrate, hashKey, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, isRouteErrorResponse, matchRoutes, type RouteObject, type StaticHandlerContext } from 'react-router';
import { healthQueryOptions } from '@/entities/site';
import { SANDBOX_FLAGS_COOKIE, SANDBOX_FLAGS_PATH, flagServiceUrl, setServerLocation, siteOfHost } from '@/shared/config';
import { loadCatalogs, localeFromPath, type SiteId } from '@/shared/i18n';
import { readCookie } from '@/shared/lib/cookies';
import { recordIntlAnswers } from '@/shared/lib/intl';
import { buildRoutes, type RouteHandle } from '../routes/build-routes';
import { createMaintenanceLoader } from '../routes/maintenance';
import { PageAlternates } from '../routes/page-alternates';
import { CATCH_ALL_ID, PAGES } from '../routes/page-registry';
import { AppProviders } from './app-providers';
import type { ServerData } from './server-data';
import { splitHoisted } from './server-html';

export { serverDataBlock } from './server-html';

/** What the Node server sends for a document request. */
export type ServerAnswer =
  | { kind: 'shell' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; body: string; data: ServerData; routeName: string; timing: number };

/** At most this many render passes: each one may find queries the previous pass's data revealed. */
const MAX_PASSES = 3;

/** The pages the registry marks `serverRendered`, and the catch-all: a CMS page or the 404 page. */
function isServerRendered(routes: RouteObject[], url: URL): boolean {
  const matches = matchRoutes(routes, url.pathname);
  const leaf = matches?.at(-1)?.route;
  if (!leaf) return false;
  if (leaf.id?.endsWith(`:${CATCH_ALL_ID}`)) return true;
  const name = (leaf.handle as RouteHandle | undefined)?.routeName;
  return Boolean(name && PAGES[name]?.serverRendered);
}

/** The site's maintenance flag, asked of the flag service as the browser asks it (the sandbox's per-browser override included). */
async function maintenanceFlag(site: SiteId, request: Request): Promise<boolean> {
  const url = flagServiceUrl();
  if (!url) return false;
  const target = new URL(url, 'http://localhost');
  target.searchParams.set('site', site);
  const cookie = url === SANDBOX_FLAGS_PATH ? readCookie(SANDBOX_FLAGS_COOKIE, request.headers.get('cookie') ?? '') : undefined;
  const headers: Record<string, string> = cookie ? { cookie: `${SANDBOX_FLAGS_COOKIE}=${encodeURIComponent(cookie)}` } : {};
  const response = await fetch(target, { headers, signal: AbortSignal.timeout(1_500) });
  if (!response.ok) return false;
  const { flags } = (await response.json()) as { flags?: Record<string, unknown> };
  return flags?.[site === 'swiss' ? 'maintenanceSwiss' : 'maintenanceMain'] === true;
}

// The site's health is the browser's to ask (the outage banner and the maintenance guard poll it):
// an answer from the server would hold its first check back for the poll interval.
const HEALTH_HASH = hashKey(healthQueryOptions().queryKey);

/** A query a render asked for that nobody fetched (on the server `useQuery` only registers it). */
const waiting = (query: Query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && (query.options as { enabled?: unknown }).enabled !== false;

async function renderToString(element: React.ReactNode): Promise<string> {
  // Every boundary inline, however large: React would otherwise write a large one apart and move
  // it in place with an inline script, which the Content-Security-Policy forbids.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const statusOf = (context: StaticHandlerContext): number => {
  const error = Object.values(context.errors ?? {})[0];
  if (error === undefined) return context.statusCode;
  return isRouteErrorResponse(error) ? error.status : 500;
};

/**
 * One document request. Renders are taken one at a time: the message catalogs' active locale and
 * the API's request locale are module state, set by the route loaders of the page being rendered.
 */
let queue: Promise<unknown> = Promise.resolve();

export function render(request: Request): Promise<ServerAnswer> {
  const next = queue.then(() => renderNow(request));
  queue = next.catch(() => undefined);
  return next;
}

async function renderNow(request: Request): Promise<ServerAnswer> {
  const started = performance.now();
  const url = new URL(request.url);
  const site = siteOfHost(url.hostname);
  setServerLocation(url);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  const routes = buildRoutes(site, {
    // The site root's language (locale cookie, then time zone) is the browser's to choose: it runs
    // that loader again as it hydrates, and moves on when the visitor's language is another.
    isInitialLoad: () => false,
    // Pages with a guard are never rendered here; a guard asked anyway sees a visitor not signed in.
    guardSubject: () => Promise.resolve({ status: 'anonymous', user: undefined }),
    rootLoader: createMaintenanceLoader({ queryClient, maintenanceFlag: () => maintenanceFlag(site, request) }),
  });
  if (!isServerRendered(routes, url)) return { kind: 'shell' };

  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }

  // Every area of the page's language: a lazy part loads its area once per server, in the language
  // of the first page that showed it, and would show another language's page its messages' ids.
  const locale = localeFromPath(url.pathname, site).locale;
  await loadCatalogs(locale);
  const router = createStaticRouter(handler.dataRoutes, context);
  const leaf = context.matches.at(-1);
  const routeName = (leaf?.route.handle as RouteHandle | undefined)?.routeName;
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} actor={undefined}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        {/* Only links for the head: nothing in the page's markup for the browser to hydrate. */}
        <PageAlternates name={routeName} params={leaf?.params ?? {}} locale={locale} />
      </AppProviders>
    </StrictMode>
  );
  // Each pass asks for the queries the page's components registered; the next renders with them.
  const stopRecording = recordIntlAnswers();
  let html = await renderToString(app);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const asked = queryClient.getQueryCache().findAll({ predicate: waiting });
    if (asked.length === 0) break;
    await Promise.all(asked.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })));
    html = await renderToString(app);
  }
  const intl = stopRecording();

  const { head, body } = splitHoisted(html);
  const data: ServerData = {
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && query.queryHash !== HEALTH_HASH }),
    router: { loaderData: context.loaderData, actionData: null, errors: null },
    intl,
    matched: context.matches.map(({ route }) => route.id),
    failed: context.errors !== null,
  };
  return {
    kind: 'page',
    status: statusOf(context),
    head,
    body,
    data,
    routeName: routeName ?? CATCH_ALL_ID,
    timing: performance.now() - started,
  };
}

/** The document's language: the locale of the path on the host's site. */
export const documentLang = (pathname: string, hostname: string): string => localeFromPath(pathname, siteOfHost(hostname)).locale;
