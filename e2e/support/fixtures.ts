import { test as base, expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { expectNoCspViolations, resetCspViolations, watchCsp } from './csp';
import { MAIN_ORIGIN, SWISS_ORIGIN } from './origins';
import { answerPromptsWhenShown } from './page-setup';
import { SandboxClient } from './sandbox-client';
import { DEMO_PASSWORD, type DemoLogin } from './session';

/**
 * The fixtures every spec imports (`import { test, expect } from './support/fixtures'`):
 * - `signedInAs` (or `signIn(role)` inside a test): the demo account the test's page is signed in
 *   as, from a stored browser state made once per worker through the API (the login form keeps
 *   journeys of its own);
 * - `login(role)`: that account's tokens, for API calls;
 * - `openAs(role, path)`: a second browser for the other party of a journey, same viewport;
 * - `sandbox`: the sandbox-only endpoints that make a test's data in one call;
 * - the prompts after login and the onboarding modal are answered whenever they sit over the
 *   page, unless a test is about them (`test.use({ answerPrompts: false })`).
 */

export const ROLES = ['renter', 'owner', 'topowner', 'company-owner', 'newowner', 'swiss-renter', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const emailOf = (role: Role): string => `${role}@sandbox.test`;

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** One API login per role and worker, and the browser state that restores it (the `auth` cookie, as the app saves it). */
class Sessions {
  private readonly logins = new Map<Role, Promise<DemoLogin>>();

  constructor(private readonly request: APIRequestContext) {}

  /** The worker's login of a role; `fresh`, one of the test's own (it will be refreshed, expired or revoked). */
  login(role: Role, { fresh = false }: { fresh?: boolean } = {}): Promise<DemoLogin> {
    let login = fresh ? undefined : this.logins.get(role);
    if (!login) {
      login = (async () => {
        const response = await this.request.post('/api/auth/login', { data: { email: emailOf(role), password: DEMO_PASSWORD } });
        if (!response.ok()) throw new Error(`Login of ${role} failed: ${response.status()}`);
        const { data } = (await response.json()) as { data: { token: string; refreshToken: string; user: { id: number } } };
        return { token: data.token, refreshToken: data.refreshToken, userId: data.user.id };
      })();
      if (!fresh) this.logins.set(role, login);
    }
    return login;
  }

  async storageState(role: Role, options: { fresh?: boolean } = {}): Promise<StorageState> {
    return storageStateOf(await this.login(role, options));
  }
}

/** English at the site root and, given a login, the `auth` cookie the app restores a session from. */
export function storageStateOf(login?: DemoLogin): StorageState {
  const cookie = (name: string, value: string) => ({ name, value, domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const });
  return {
    cookies: [
      cookie('locale', 'en'),
      ...(login ? [cookie('auth', encodeURIComponent(JSON.stringify({ token: login.token, refreshToken: login.refreshToken })))] : []),
    ],
    origins: [],
  };
}

/** The cookie the consent banner stores its answer in (src/shared/lib/observability/consent). */
export const CONSENT_COOKIE = 'cookie_consent';

/** A cookie on both sites (localhost is the main one, 127.0.0.1 the Swiss one). */
export const onBothSites = (name: string, value: string) => [MAIN_ORIGIN, SWISS_ORIGIN].map((url) => ({ name, value, url }));

interface WorkerFixtures {
  sessions: Sessions;
}

export interface TestFixtures {
  /** Every journey runs under the build's Content-Security-Policy (issue #21): a violation fails it. */
  csp: undefined;
  sandbox: SandboxClient;
  /** The demo account the page is signed in as; none (a guest) by default. */
  signedInAs: Role | null;
  /** Answer the prompts after login and the onboarding modal whenever they cover the page. */
  answerPrompts: boolean;
  /**
   * The cookie banner's answer the browser starts with: `rejected` unless a test is about consent
   * or analytics (`test.use({ cookieConsent: null })` shows the banner), so it covers no test's page.
   */
  cookieConsent: 'accepted' | 'rejected' | null;
  login: (role: Role) => Promise<DemoLogin>;
  /** Signs the test's browser in as a demo account from here on (its stored state), before the page opens. */
  signIn: (role: Role) => Promise<void>;
  openAs: (role: Role | null, path: string) => Promise<Page>;
}

/** Between a chunk's arrival and the request it makes next (its data, a nested chunk). */
const QUIET_MS = 100;

/** What a lazy part of a page needs before it can hydrate: its code and its data. */
const HYDRATION_INPUTS = new Set(['script', 'fetch', 'xhr', 'stylesheet']);

/**
 * Counts the page's requests for code and data in flight, from its creation on: `settled()` waits
 * until none has been in flight for a moment and the main thread is idle (what came in has run).
 */
function trackHydrationInputs(page: Page): { settled: () => Promise<void> } {
  const pending = new Set<object>();
  let changed = Date.now();
  page.on('request', (request) => {
    if (!HYDRATION_INPUTS.has(request.resourceType())) return;
    pending.add(request);
    changed = Date.now();
  });
  const finished = (request: object) => {
    if (pending.delete(request)) changed = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    settled: async () => {
      // Bounded like Playwright's own wait: a request that never ends must not hold a test.
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && (pending.size > 0 || Date.now() - changed < QUIET_MS)) await new Promise((resolve) => setTimeout(resolve, 25));
      // A page that navigates again meanwhile has no idle to wait for: its own load is waited for.
      // Bounded in real time too: under a paused `page.clock`, the page's idle callbacks never run.
      const idle = page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 2_000 }))).catch(() => undefined);
      await Promise.race([idle, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    },
  };
}

/**
 * A server-rendered page shows before its JavaScript has hydrated it, and what is typed or clicked
 * before then is not the app's: `goto` and `reload` wait until the app has started (the mark the
 * app sets on <html>) whenever they loaded one of its documents. A lazy part of a server-rendered
 * page (the search's filters) hydrates once its chunk has come: its page (the server names its
 * render time in `Server-Timing`) waits until no code or data is in flight and the page is idle.
 * Playwright's `networkidle` waited for 500 ms of no request at all, images too, after every load.
 */
function waitForAppStart(page: Page): void {
  const inputs = trackHydrationInputs(page);
  const started = async (response: Awaited<ReturnType<Page['goto']>>) => {
    const headers = response?.headers() ?? {};
    if (!headers['content-type']?.startsWith('text/html')) return response;
    await page.locator('html[data-started]').waitFor({ state: 'attached', timeout: 30_000 });
    if (headers['server-timing']) await inputs.settled();
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => started(await goto(url, options));
  page.reload = async (options) => started(await reload(options));
}

async function newPage(browser: Browser, options: BrowserContextOptions, answer: boolean, consent: TestFixtures['cookieConsent']): Promise<Page> {
  const context = await browser.newContext(options);
  if (consent) await context.addCookies(onBothSites(CONSENT_COOKIE, consent));
  await watchCsp(context);
  const page = await context.newPage();
  waitForAppStart(page);
  if (answer) await answerPromptsWhenShown(page);
  return page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sessions: [
    async ({ playwright }, provide) => {
      // A connection kept alive across tests meets the server's idle timeout and resets (ECONNRESET).
      const request = await playwright.request.newContext({ baseURL: MAIN_ORIGIN, extraHTTPHeaders: { Connection: 'close' } });
      // The first request seeds the sandbox: seconds on a busy host, not inside a test's expectations.
      await request.get('/api/health.json', { timeout: 60_000 });
      await provide(new Sessions(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  csp: [
    async ({ context }, provide) => {
      resetCspViolations();
      await watchCsp(context);
      await provide(undefined);
      expectNoCspViolations();
    },
    { auto: true },
  ],

  signedInAs: [null, { option: true }],
  answerPrompts: [true, { option: true }],
  cookieConsent: ['rejected', { option: true }],

  context: async ({ context, cookieConsent }, provide) => {
    if (cookieConsent) await context.addCookies(onBothSites(CONSENT_COOKIE, cookieConsent));
    await provide(context);
  },

  storageState: async ({ signedInAs, sessions, storageState }, provide) => {
    await provide(signedInAs ? await sessions.storageState(signedInAs) : storageState);
  },

  page: async ({ page, answerPrompts, cookieConsent, javaScriptEnabled }, provide) => {
    // Without JavaScript the server's HTML is all there is (the server-rendering tests read it).
    if (javaScriptEnabled) waitForAppStart(page);
    if (answerPrompts) await answerPromptsWhenShown(page, { cookieBanner: cookieConsent !== null });
    await provide(page);
  },

  sandbox: async ({ request }, provide) => {
    await provide(new SandboxClient(request));
  },

  login: async ({ sessions }, provide) => {
    await provide((role) => sessions.login(role));
  },

  signIn: async ({ sessions, context }, provide) => {
    await provide(async (role) => context.addCookies((await sessions.storageState(role)).cookies));
  },

  openAs: async ({ browser, sessions, answerPrompts, cookieConsent, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor }, provide) => {
    const opened: Page[] = [];
    await provide(async (role, path) => {
      const state = role ? await sessions.storageState(role) : storageStateOf();
      const page = await newPage(browser, { baseURL: MAIN_ORIGIN, viewport, isMobile, hasTouch, deviceScaleFactor, ...(userAgent ? { userAgent } : {}), storageState: state }, answerPrompts, cookieConsent);
      opened.push(page);
      await page.goto(path);
      return page;
    });
    for (const page of opened) await page.context().close();
  },
});

export { expect };

/**
 * For a journey that is about the phone (its menu sheet, its layout) or that opens a page the
 * phone project must check with axe: it runs in the phone project too. Every other test runs
 * once, at desktop width.
 */
export const PHONE = { tag: '@phone' };
/** Only on the phone (a phone-only control). */
export const PHONE_ONLY = { tag: ['@phone', '@phone-only'] };
/** Moves the sandbox clock: runs in the `sandbox-clock` project, alone, after every other test. */
export const SANDBOX_CLOCK = { tag: '@sandbox-clock' };
