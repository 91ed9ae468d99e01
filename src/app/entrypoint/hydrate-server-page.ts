import { hydrate, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject, type createBrowserRouter } from 'react-router';
import type { ServerData } from './server-data';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Readies the browser to hydrate a server-rendered page: the query cache gets the server's
 * queries, and the matched routes' lazy parts (page component, catalogs) are loaded before the
 * router starts. A route still lazy at start has its loader run again, and React would hydrate a
 * fallback instead of the server's page.
 */
export async function startFromServer(queryClient: QueryClient, routes: RouteObject[], server: ServerData): Promise<void> {
  hydrate(queryClient, server.queries);
  const matches = matchRoutes(routes, window.location.pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      delete route.lazy;
    }),
  );
}

/** Resolves once the router has run the loaders it runs again over the server's data. */
export const whenInitialized = (router: Router) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
