import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { LOCALE_INFO, localesOfSite } from '@/shared/i18n';
import { buildRoutes } from './build-routes';
import { PAGES, REGISTERED_ROUTES } from './page-registry';

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

  it('registers only the routes whose page exists, plus the 404 catch-all, in every locale', () => {
    const all = ids(buildRoutes('main', options));
    for (const locale of localesOfSite('main')) {
      const pages = all.filter((id) => id.startsWith(`${locale}:`) && !id.includes(':layout:'));
      expect(pages.sort()).toEqual([...[...REGISTERED_ROUTES].map((name) => `${locale}:${name}`), `${locale}:not-found`].sort());
    }
    expect(REGISTERED_ROUTES.size).toBe(Object.keys(PAGES).length);
  });
});
