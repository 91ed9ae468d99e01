import { hydrate, type QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_defaultMapRouteProperties as defaultMapRouteProperties,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  type RouteObject,
} from 'react-router';
import { adoptIntlAnswers } from '@/shared/lib/intl';
import { yieldToMain } from '@/shared/lib/page-load';
import { SERVER_DATA_ID, type ServerData } from './server-data';

type Router = ReturnType<typeof createBrowserRouter>;

/** The data of the server-rendered page, read once; undefined when it cannot be read. */
function takeServerData(): ServerData | undefined {
  const block = document.getElementById(SERVER_DATA_ID);
  block?.remove();
  try {
    return block?.textContent ? (JSON.parse(block.textContent) as ServerData) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The router of a server-rendered page, started from the server's loader answers and its queries.
 * The loaders the browser runs again (maintenance, the site root's language) may lead elsewhere:
 * that page is rendered, not hydrated over the server's; so is a page whose route failed (404, 503).
 * `created` hears of the router as soon as it exists, before its first loaders have answered.
 */
export async function routerFromServer(queryClient: QueryClient, routes: RouteObject[], created: (router: Router) => void): Promise<{ router: Router; hydrate: boolean }> {
  const server = takeServerData();
  if (!server || server.failed) {
    const router = createBrowserRouter(routes);
    created(router);
    return { router, hydrate: false };
  }
  await startFromServer(queryClient, routes, server);
  const rendered = window.location.pathname + window.location.search;
  await yieldToMain();
  // `createBrowserRouter` in two tasks: making the router ranks every route of the locale, starting
  // it runs the loaders it runs again; as one they were the longest task of hydrating on a phone.
  const router = createRouter({
    history: createBrowserHistory(),
    hydrationData: server.router,
    routes,
    mapRouteProperties: defaultMapRouteProperties,
    hydrationRouteProperties,
  });
  // Known at once: a redirect to another locale adds that locale's routes through it.
  created(router);
  await yieldToMain();
  router.initialize();
  await whenInitialized(router);
  const { errors, location } = router.state;
  return { router, hydrate: !errors && location.pathname + location.search === rendered };
}

/**
 * Readies the browser to hydrate a server-rendered page: the query cache gets the server's
 * queries, the formatters its numbers and names, and the matched routes' lazy parts (page
 * component, catalogs) are loaded before the router starts. A route still lazy at start has its
 * loader run again, and React would hydrate a fallback instead of the server's page.
 */
async function startFromServer(queryClient: QueryClient, routes: RouteObject[], server: ServerData): Promise<void> {
  hydrate(queryClient, server.queries);
  adoptIntlAnswers(server.intl);
  await yieldToMain();
  await Promise.all(
    routesWithIds(routes, new Set(server.matched)).map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      delete route.lazy;
    }),
  );
}

/**
 * The routes the server matched, found by id down the matched branch: matching the path here
 * ranked every route of the locale once more than the router does, a long task on a phone.
 */
function routesWithIds(routes: RouteObject[], ids: ReadonlySet<string>): RouteObject[] {
  return routes.filter((route) => route.id !== undefined && ids.has(route.id)).flatMap((route) => [route, ...routesWithIds(route.children ?? [], ids)]);
}

/** Resolves once the router has run the loaders it runs again over the server's data. */
const whenInitialized = (router: Router) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
