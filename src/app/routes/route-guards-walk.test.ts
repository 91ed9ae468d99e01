// @vitest-environment jsdom
import { createMemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { peekRedirectTarget, takeRedirectTarget, type SessionUser } from '@/entities/session';
import { localesOfSite, type Locale, type SiteId } from '@/shared/i18n';
import { href, routePattern, type RouteName } from '@/shared/routing';
import { setupSandboxServer } from '@/shared/test-server';
import { buildRoutes } from './build-routes';
import { GUARDS, type Guard, type GuardSubject } from './guards';
import { PAGES, type PageEntry } from './page-registry';

/**
 * Every registered page (PAGES, so pages added later are walked too), in every locale of both
 * sites, for every role, through the app's real routes and the sandbox's real users: where does
 * each visitor end up? The expectations restate the role table of 002 §6, not the guard code.
 */

const { apiBaseUrl } = setupSandboxServer();

type Role = 'guest' | 'renter' | 'owner' | 'editor' | 'admin' | 'impersonating admin';
const ROLES: readonly Role[] = ['guest', 'renter', 'owner', 'editor', 'admin', 'impersonating admin'];

/** Where a visitor ends up: on the page, at home with the login popup (and comes back after it), or at home. */
type Outcome = 'page' | 'login' | 'home';

/**
 * 002 §6. Guests who must log in are offered the login on the home page (the project's choice,
 * docs/decisions.md); everyone else turned away goes home. An impersonating admin is the
 * impersonated user (here a renter) for the guards.
 */
const EXPECTED: Record<Guard | 'none', Record<Role, Outcome>> = {
  none: { guest: 'page', renter: 'page', owner: 'page', editor: 'page', admin: 'page', 'impersonating admin': 'page' },
  guest: { guest: 'page', renter: 'home', owner: 'home', editor: 'home', admin: 'home', 'impersonating admin': 'home' },
  'signed-in': { guest: 'login', renter: 'page', owner: 'page', editor: 'page', admin: 'page', 'impersonating admin': 'page' },
  renter: { guest: 'login', renter: 'page', owner: 'home', editor: 'home', admin: 'page', 'impersonating admin': 'page' },
  owner: { guest: 'login', renter: 'home', owner: 'page', editor: 'home', admin: 'page', 'impersonating admin': 'home' },
  admin: { guest: 'login', renter: 'home', owner: 'home', editor: 'home', admin: 'page', 'impersonating admin': 'home' },
};

const post = async (path: string, body?: unknown, token?: string) => {
  const response = await fetch(`${apiBaseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: { token: string; user: SessionUser } }).data;
};
const logIn = (email: string) => post('/auth/login', { email, password: 'Sandbox2026' });

const subjects = new Map<Role, GuardSubject>();

beforeAll(async () => {
  subjects.set('guest', { status: 'anonymous', user: undefined });
  for (const role of ['renter', 'owner', 'editor', 'admin'] as const) {
    subjects.set(role, { status: 'authenticated', user: (await logIn(`${role}@sandbox.test`)).user });
  }
  const admin = await logIn('admin@sandbox.test');
  const renter = subjects.get('renter')?.user;
  const impersonation = await post(`/auth/login-as-user/${String(renter?.id)}`, undefined, admin.token);
  subjects.set('impersonating admin', { status: 'impersonating', user: impersonation.user });
}, 60_000);
beforeEach(() => void takeRedirectTarget());

/**
 * Pages whose record the sample value does not name go elsewhere once their guard let the visitor
 * in: a missing magazine post or taxonomy goes to the magazine (002 §8). That counts as the page.
 */
const MISSING_RECORD_GOES_TO: Partial<Record<RouteName, RouteName>> = { 'magazine-post': 'magazine', 'magazine-category': 'magazine', 'magazine-tag': 'magazine' };

/** A path of the page with a sample value for each parameter (the guard runs before any data is read). */
function pathOf(name: RouteName, locale: Locale): string {
  const pattern = routePattern(name, locale);
  const params = Object.fromEntries([...pattern.matchAll(/:(\w+)/g)].map(([, param]) => [param, '1']));
  return href(name, params, locale);
}

/**
 * The visitor the guards see. The routes are built once per site and locale and ask for it on each
 * walk. Like the app at start, a router holds the site's first locale (the unprefixed paths) and
 * the walked one, not all eight: the router ranks every route again on each match, so the whole
 * table made each walk eight times slower than it needs to be.
 */
let walker: GuardSubject = { status: 'anonymous', user: undefined };
const builtRoutes = new Map<string, ReturnType<typeof buildRoutes>>();
function routesOf(site: SiteId, locale: Locale) {
  const key = `${site}:${locale}`;
  const known = builtRoutes.get(key);
  if (known) return known;
  const locales = [...new Set([localesOfSite(site)[0] ?? locale, locale])];
  const routes = buildRoutes(site, { isInitialLoad: () => false, guardSubject: async () => walker }, locales);
  builtRoutes.set(key, routes);
  return routes;
}

type WalkRouter = ReturnType<typeof createMemoryRouter>;

/** Lazy pages and locale catalogs load after the navigation starts: settled once the router is idle again. */
function settled(router: WalkRouter): Promise<void> {
  if (router.state.navigation.state === 'idle') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still ${router.state.navigation.state} after 10 s`)), 10_000);
    const stop = router.subscribe((state) => {
      if (state.navigation.state !== 'idle') return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

async function visit(site: SiteId, locale: Locale, subject: GuardSubject, path: string) {
  walker = subject;
  const router = createMemoryRouter(routesOf(site, locale), { initialEntries: ['/__start'] });
  await router.navigate(path);
  await settled(router);
  const { location, matches, errors } = router.state;
  router.dispose();
  return { url: location.pathname + location.search, routeIds: matches.map((m) => m.route.id), errors };
}

const entries = Object.entries(PAGES) as [RouteName, PageEntry][];

describe('every registered page for every role (002 §6)', () => {
  it('knows every guard a page may name', () => {
    const named = new Set(entries.map(([, entry]) => entry.guard).filter(Boolean));
    expect([...named].filter((guard) => !(GUARDS as readonly string[]).includes(String(guard)))).toEqual([]);
    expect(Object.keys(EXPECTED).sort()).toEqual([...GUARDS, 'none'].sort());
  });

  /** Where the visitor ended up on the page's path in the locale, against 002 §6's table; undefined when as expected. */
  async function problemOf(site: SiteId, role: Role, locale: Locale, name: RouteName, entry: PageEntry): Promise<string | undefined> {
    const subject = subjects.get(role);
    if (!subject) throw new Error(`no subject for ${role}`);
    const path = pathOf(name, locale);
    const expected = EXPECTED[entry.guard ?? 'none'][role];
    const seen = await visit(site, locale, subject, path);
    const redirectTarget = takeRedirectTarget();
    let outcome: string;
    const missingRecordPage = MISSING_RECORD_GOES_TO[name];
    if (seen.routeIds.includes(`${locale}:${name}`) && seen.url === path) outcome = 'page';
    else if (missingRecordPage && seen.url === href(missingRecordPage, {}, locale)) outcome = 'page';
    else if (seen.url === href('index', {}, locale, { popup: 'login' }) && redirectTarget === path) outcome = 'login';
    else if (seen.url === href('index', {}, locale)) outcome = 'home';
    else outcome = `elsewhere (${seen.url})`;
    // A guard that throws (e.g. "Unknown middleware") surfaces as a route error.
    const guardError = Object.values(seen.errors ?? {}).find((error) => error instanceof Response && error.status === 500);
    if (guardError) outcome = 'error 500';
    return outcome === expected ? undefined : `${role}: ${path} (${name}, guard ${entry.guard ?? 'none'}): expected ${expected}, got ${outcome}`;
  }

  // A guard decides by role and page; the locale only names the path and the home page it sends
  // to. So every role walks every page in the site's first locale, and each other locale walks
  // every page with the roles taking turns (each page meets a different role in each locale).
  // The whole table in every locale was 4,800 router walks, the unit stage's longest file.
  for (const site of ['main', 'swiss'] as const) {
    const [first, ...others] = localesOfSite(site);
    if (!first) throw new Error(`the ${site} site has no locale`);
    for (const role of ROLES) {
      it(`${site} site in ${first}, ${role}: each page opens, offers the login, or goes home`, { timeout: 120_000 }, async () => {
        const problems: string[] = [];
        for (const [name, entry] of entries) {
          const problem = await problemOf(site, role, first, name, entry);
          if (problem) problems.push(problem);
        }
        expect(peekRedirectTarget()).toBeUndefined();
        expect(problems).toEqual([]);
      });
    }
    others.forEach((locale, localeIndex) => {
      it(`${site} site in ${locale}, the roles in turn: each page opens, offers the login, or goes home`, { timeout: 120_000 }, async () => {
        const problems: string[] = [];
        for (const [pageIndex, [name, entry]] of entries.entries()) {
          const role = ROLES[(pageIndex + localeIndex + 1) % ROLES.length] ?? 'guest';
          const problem = await problemOf(site, role, locale, name, entry);
          if (problem) problems.push(problem);
        }
        expect(peekRedirectTarget()).toBeUndefined();
        expect(problems).toEqual([]);
      });
    });
  }
});
