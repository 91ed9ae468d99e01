import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { setupApiServer } from '@/shared/test-server';
import { LOCALE_INFO, localesOfSite } from '@/shared/i18n';
import { buildLocaleBranches, buildRoutes, type BuildOptions } from './build-routes';
import { CATCH_ALL_ID, PAGES, REGISTERED_ROUTES } from './page-registry';

// The catch-all asks the CMS for a path no route has: this one has no pages at all.
setupApiServer(http.get('*/api/pages', () => HttpResponse.json({ data: [] })));

function ids(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [route.id ?? '', ...ids(route.children ?? [])]);
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
    const settled = () => new Promise<void>((resolve) => {
      const check = () => router.state.navigation.state === 'idle' && router.state.initialized;
      if (check()) return resolve();
      const unsubscribe = router.subscribe(() => {
        if (!check()) return;
        unsubscribe();
        resolve();
      });
    });
    const lastMatch = () => router.state.matches.at(-1)?.route.id;

    await settled();
    expect(lastMatch()).toBe('en:index');
    expect(router.routes[0]?.children?.map((branch) => branch.id)).toEqual(['locale:en']);

    await router.navigate('/de');
    await settled();
    expect(lastMatch()).toBe('de:index');
    expect(router.state.location.pathname).toBe('/de');
    expect(patches).toBe(1);

    await router.navigate('/se');
    await settled();
    expect(lastMatch()).toBe('sv-SE:index');

    await router.navigate('/no-such-page');
    await settled();
    expect(lastMatch()).toBe(`en:${CATCH_ALL_ID}`);
    expect(Object.values(router.state.errors ?? {})[0]).toMatchObject({ status: 404 });
    expect(patches).toBe(1);
  });
});
