import { QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { createBrowserRouter, type LoaderFunction } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { SessionActor } from '@/entities/session';
import { READ_RETRY_DELAY_MS, shouldRetryRead } from '@/shared/api';
import { currentSite, flagServiceUrl, flagValue, startFeatureFlags, whenFlagsSettled } from '@/shared/config';
import { LOCALE_INFO, localeFromPath, localesOfSite, type Locale } from '@/shared/i18n';
import { warmNumberFormat } from '@/shared/lib/intl';
import { yieldToMain } from '@/shared/lib/page-load';
import { buildLocaleBranches, buildRoutes, serverRenderedPages, type BuildOptions } from '../routes/build-routes';
import { routePatches } from '../routes/route-patches';
import { createMaintenanceLoader } from '../routes/maintenance';
import { AppProviders } from './app-providers';
import { createAppSession, guardSubjectOf } from './app-session';

type Router = ReturnType<typeof createBrowserRouter>;

/** How long the first page waits for the flag service before the defaults decide (no maintenance). */
const FLAG_WAIT_MS = 1_500;

/** The root's loader in a task after the router's own start (together they were one long task). */
const afterYield =
  (loader: LoaderFunction): LoaderFunction =>
  async (...args) => {
    await yieldToMain();
    return loader(...args);
  };

/**
 * Created once, outside React: StrictMode runs state initialisers twice, and there must be one
 * session. On a server-rendered page the router starts from the server's loader answers and the
 * query cache from its queries, so hydrating asks the API for none of them again.
 */
export async function createApp(serverRendered: boolean) {
  const site = currentSite();
  // A failed read is tried once more, quickly, and only when the failure may pass (no answer, 5xx):
  // the page shows its error and "Try again" within a second, not after 8 s of silent retries.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: shouldRetryRead, retryDelay: READ_RETRY_DELAY_MS } } });
  // A holder, not a const: the router runs its first loaders while it is being created.
  const holder: { router?: Router } = {};
  const session = createAppSession(site, queryClient, () => holder.router);
  // The visited locale's routes first (a server-rendered page: its public pages); the rest when a
  // path needs them, and the visited locale's when the browser is idle.
  const firstLocale = localeFromPath(window.location.pathname, site).locale;
  // The flag service is asked at once: the maintenance guard waits for its answer (at most
  // FLAG_WAIT_MS), the menus and banners render with the defaults until it comes.
  startFeatureFlags({ url: flagServiceUrl(), context: { site } });
  let complete = false;
  const addRoutes = async (locales: readonly Locale[]) => {
    const router = holder.router;
    if (complete || !router) return false;
    const patches = routePatches(router.routes, 'root', buildLocaleBranches(site, options, locales));
    // Each patch ranks every route again: one task each.
    for (const [index, { parentId, routes }] of patches.entries()) {
      if (index > 0) await yieldToMain();
      router.patchRoutes(parentId, routes);
    }
    return patches.length > 0;
  };
  const options: BuildOptions = {
    isInitialLoad: () => !holder.router?.state.initialized,
    guardSubject: async () => guardSubjectOf(await session),
    rootLoader: afterYield(
      createMaintenanceLoader({
        queryClient,
        maintenanceFlag: () => whenFlagsSettled(FLAG_WAIT_MS).then(() => flagValue(site === 'swiss' ? 'maintenanceSwiss' : 'maintenanceMain')),
      }),
    ),
    addMissingRoutes: async () => {
      const added = await addRoutes(localesOfSite(site));
      complete = true;
      return added;
    },
  };
  // The session's and the flags' chunks are on their way; the routes are built in a task apart
  // from the one that evaluated the app's code.
  await yieldToMain();
  const routes = buildRoutes(site, options, [firstLocale], serverRendered ? serverRenderedPages : undefined);
  // A client-rendered page waits for its chunks here, and the warm-up fills that wait. A server-
  // rendered one is on screen: a page that shows numbers makes its formatter while it hydrates,
  // and one that shows none (a content page) is spared the long task.
  if (!serverRendered) warmNumberFormat(LOCALE_INFO[firstLocale].intl);
  // Loaded only for a server-rendered page: a client-rendered one does not carry it at start.
  const created = (router: Router) => (holder.router = router);
  const started = serverRendered ? await import('./hydrate-server-page').then((m) => m.routerFromServer(queryClient, routes, created)) : { router: created(createBrowserRouter(routes)), hydrate: false };
  return {
    queryClient,
    session,
    site,
    router: started.router,
    hydrate: started.hydrate,
    /** The visited locale's pages a server-rendered page started without: a link to one then needs no detour. */
    addLocalePages: () => addRoutes([firstLocale]),
  };
}

export type AppInstance = Awaited<ReturnType<typeof createApp>>;

export function App({ app: { queryClient, session, router } }: { app: AppInstance }) {
  const [actor, setActor] = useState<SessionActor>();
  useEffect(() => {
    // Every part that reads the session renders again: in slices, not one long task.
    void session.then((loaded) => startTransition(() => setActor(loaded)));
    // The page now answers input: a server-rendered page is on screen before that (the e2e
    // harness waits for this mark before it uses a page).
    document.documentElement.dataset['started'] = '';
  }, [session]);

  return (
    <AppProviders queryClient={queryClient} actor={actor}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
