import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { setupApiServer } from '@/shared/test-server';
import { LOCALE_INFO, localesOfSite } from '@/shared/i18n';
import { buildLocaleBranches, buildRoutes, serverRenderedPages, type BuildOptions } from './build-routes';
import { CATCH_ALL_ID, PAGES, REGISTERED_ROUTES } from './page-registry';
import { routePatches } from './route-patches';

// The catch-all asks the CMS for a path no route has: this one has no pages at all.
setupApiServer(http.get('*/api/pages', () => HttpResponse.json({ data: [] })));

function ids(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [route.id ?? '', ...ids(route.children ?? [])]);
}

/** Resolves once the router has matched its first URL and has no navigation under way. */
function settled(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  return new Promise<void>((resolve) => {
    const check = () => router.state.navigation.state === 'idle' && router.state.initialized;
    if (check()) return resolve();
    const unsubscribe = router.subscribe(() => {
      if (!check()) return;
      unsubscribe();
      resolve();
    });
  });
}

const options = { isInitialLoad: () => true, guardSubject: async () => ({ status: 'anonymous' as const, user: undefined }) };

describe('buildRoutes', () => {
  it('has one branch per locale of the site, at its prefix', () => {
    const [root] = buildRoutes('main', options);
    expect(root?.children?.map((c) => c.path)).toEqual(localesOfSite('main').map((l) => (LOCALE_INFO[l].prefix ? `/${LOCALE_INFO[l].prefix}` : '/')));
    const [swiss] = buildRoutes('swiss', options);
    expect(swiss?.children?.map((c) => c.path)).toEqual(['/', '/fr']);
  });

  it('registers only the routes whose page exists, plus the catch-all (CMS pages, else the 404), in every locale', () => {
    const all = ids(buildRoutes('main', options));
    for (const locale of localesOfSite('main')) {
      const pages = all.filter((id) => id.startsWith(`${locale}:`) && !id.includes(':layout:') && !id.includes(':group:'));
      expect(pages.sort()).toEqual([...[...REGISTERED_ROUTES].map((name) => `${locale}:${name}`), `${locale}:${CATCH_ALL_ID}`].sort());
    }
    expect(REGISTERED_ROUTES.size).toBe(Object.keys(PAGES).length);
  });

  it('can start with one locale and add the others when a path needs them; a path no locale has is a 404', async () => {
    let patches = 0;
    const holder: { router?: ReturnType<typeof createMemoryRouter> } = {};
    const startOptions: BuildOptions = {
      ...options,
      isInitialLoad: () => false,
      addMissingRoutes: () => {
        if (patches > 0 || !holder.router) return false;
        patches += 1;
        holder.router.patchRoutes('root', buildLocaleBranches('main', startOptions, ['de', 'sv-SE']));
        return true;
      },
    };
    const router = createMemoryRouter(buildRoutes('main', startOptions, ['en']), { initialEntries: ['/'] });
    holder.router = router;
    const lastMatch = () => router.state.matches.at(-1)?.route.id;

    await settled(router);
    expect(lastMatch()).toBe('en:index');
    expect(router.routes[0]?.children?.map((branch) => branch.id)).toEqual(['locale:en']);

    await router.navigate('/de');
    await settled(router);
    expect(lastMatch()).toBe('de:index');
    expect(router.state.location.pathname).toBe('/de');
    expect(patches).toBe(1);

    await router.navigate('/se');
    await settled(router);
    expect(lastMatch()).toBe('sv-SE:index');

    await router.navigate('/no-such-page');
    await settled(router);
    expect(lastMatch()).toBe(`en:${CATCH_ALL_ID}`);
    expect(Object.values(router.state.errors ?? {})[0]).toMatchObject({ status: 404 });
    expect(patches).toBe(1);
  });

  it('starts a server-rendered page with the public pages, and adds the others (with their layout) when a path needs one', async () => {
    const holder: { router?: ReturnType<typeof createMemoryRouter> } = {};
    const startOptions: BuildOptions = {
      ...options,
      isInitialLoad: () => false,
      addMissingRoutes: () => {
        if (!holder.router) return false;
        const patches = routePatches(holder.router.routes, 'root', buildLocaleBranches('main', startOptions, ['en']));
        for (const { parentId, routes } of patches) holder.router.patchRoutes(parentId, routes);
        return patches.length > 0;
      },
    };
    const router = createMemoryRouter(buildRoutes('main', startOptions, ['en'], serverRenderedPages), { initialEntries: ['/'] });
    holder.router = router;
    await settled(router);
    const started = ids(router.routes);
    expect(started).toEqual(expect.arrayContaining(['en:index', 'en:vehicle', 'en:search-motorhome', 'en:magazine-post', `en:${CATCH_ALL_ID}`]));
    expect(started).not.toContain('en:login');
    expect(started).not.toContain('en:bookings');

    await router.navigate('/login?redirect=1');
    await settled(router);
    expect(router.state.matches.at(-1)?.route.id).toBe('en:login');
    expect(router.state.location.search).toBe('?redirect=1');
    expect(ids(router.routes)).toEqual(expect.arrayContaining(['en:layout:bare', 'en:bookings', 'en:edit-vehicle-basic']));
  });

  // 002 §6's mobile-or-large-screens guard, on the design system page.
  describe('the screen guard of /_elements', () => {
    const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

    async function open(userAgent: string, width: number) {
      const router = createMemoryRouter(buildRoutes('main', { ...options, screenSubject: () => ({ userAgent, width }) }, ['en']), { initialEntries: ['/_elements'] });
      await settled(router);
      return { path: router.state.location.pathname, page: router.state.matches.at(-1)?.route.id };
    }

    it('is registered with the guard', () => {
      expect(PAGES.elements?.screens).toBe('mobile-or-large');
    });

    it('sends a desktop browser 800 px wide to the home page', async () => {
      expect(await open(DESKTOP, 800)).toEqual({ path: '/', page: 'en:index' });
    });

    it('opens for a desktop browser 1200 px wide and for a phone 390 px wide', async () => {
      expect(await open(DESKTOP, 1200)).toEqual({ path: '/_elements', page: 'en:elements' });
      expect(await open(PHONE, 390)).toEqual({ path: '/_elements', page: 'en:elements' });
    });
  });
});
