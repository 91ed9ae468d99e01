import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { MAIN_ORIGIN } from './origins';

export const DEMO_PASSWORD = 'Sandbox2026';

export interface DemoLogin {
  token: string;
  refreshToken: string;
  userId: number;
}

/** Logs an account in through the sandbox API (a demo account's password unless told another). */
export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<DemoLogin> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  if (!response.ok()) throw new Error(`Login of ${email} failed: ${response.status()}`);
  const { data } = (await response.json()) as { data: { token: string; refreshToken: string; user: { id: number } } };
  return { token: data.token, refreshToken: data.refreshToken, userId: data.user.id };
}

export interface NewAccount {
  email: string;
  userId: number;
  token: string;
  refreshToken: string;
}

/** What a sign-up may set besides the role (the rest is a Swedish "Alva Berg"). */
export interface SignUpDetails {
  isOrganization?: boolean;
  organizationName?: string;
  organizationNumber?: string;
  country?: string;
}

/**
 * Signs a fresh account up through the sandbox API (a Swedish "Alva Berg"): for journeys that
 * change an account, since the phone and desktop runs share one sandbox.
 */
export async function apiSignUp(request: APIRequestContext, role: 'renter' | 'owner' = 'renter', extra: SignUpDetails = {}): Promise<NewAccount> {
  const email = `e2e-${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@sandbox.test`;
  const response = await request.post('/api/auth/register', {
    data: { role, email, password: DEMO_PASSWORD, firstName: 'Alva', lastName: 'Berg', country: 'SE', acceptTerms: true, ...extra },
  });
  if (response.status() !== 201) throw new Error(`Sign-up of ${email} failed: ${response.status()}`);
  const { data } = (await response.json()) as { data: { token: string; refreshToken: string; user: { id: number } } };
  return { email, userId: data.user.id, token: data.token, refreshToken: data.refreshToken };
}

/** Saves the login as the app does (the `auth` cookie), so the next page load restores it. */
export async function restoreAs(context: BrowserContext, login: Pick<DemoLogin, 'token' | 'refreshToken'>): Promise<void> {
  await context.addCookies([
    { name: 'auth', value: encodeURIComponent(JSON.stringify({ token: login.token, refreshToken: login.refreshToken })), url: MAIN_ORIGIN },
    { name: 'locale', value: 'en', url: MAIN_ORIGIN },
  ]);
}

/**
 * Answers the account's prompts after login (new terms, contact details, the interior insurance
 * notice; 002 §4.3) and closes the onboarding modal's steps (§4.4) through the API, as the modals
 * would. For a journey that types keys or opens a menu first thing: a prompt that opens over the
 * page meanwhile takes the focus, and the keys go to it or the menu closes.
 */
export async function answerPromptsByApi(request: APIRequestContext, login: Pick<DemoLogin, 'token'>): Promise<void> {
  const headers = { Authorization: `Bearer ${login.token}` };
  const calls: [method: 'put' | 'post', path: string, data?: object][] = [
    ['put', '/api/me', { acceptTerms: true, askedToOptInForOmocomInteriorInsuranceAddon: true }],
    ...['create-account', 'verify-id', 'about-me', 'publish-vehicle'].map((step): ['post', string, object] => ['post', '/api/me/custom-timestamps', { timestampKey: `getting_started_dismissed:${step}` }]),
  ];
  for (const [method, path, data] of calls) {
    const response = await request[method](path, { headers, ...(data ? { data } : {}) });
    if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path} failed: ${response.status()}`);
  }
  // Only complete contact details are asked to be confirmed (a new account's are not yet).
  const confirmed = await request.post('/api/me/confirm-contact-details', { headers });
  if (!confirmed.ok() && confirmed.status() !== 422) throw new Error(`POST /api/me/confirm-contact-details failed: ${confirmed.status()}`);
}

/**
 * Logs `email` in through the API with its prompts answered (`answerPromptsByApi`) and saves the
 * login for the next page load: for a journey that opens a dialog of its own, which a prompt
 * opening over it after the session's restore would close.
 */
export async function signInQuietly(context: BrowserContext, request: APIRequestContext, email: string): Promise<DemoLogin> {
  return restoreAnswered(context, request, await apiLogin(request, email));
}

/**
 * Answers the login's prompts through the API (`answerPromptsByApi`), then saves it for the next
 * page load. A new account has every prompt still open: one that opens over a form while a journey
 * fills it takes the focus, and when it closes the focus goes back to the field it opened from, so
 * the next keys land there (a City that read "StockholmStockholm County").
 */
export async function restoreAnswered<Login extends Pick<DemoLogin, 'token' | 'refreshToken'>>(context: BrowserContext, request: APIRequestContext, login: Login): Promise<Login> {
  await answerPromptsByApi(request, login);
  await restoreAs(context, login);
  return login;
}

/** A fresh account (`apiSignUp`), its prompts answered and its login saved for the next page load (`restoreAnswered`). */
export async function signUpQuietly(context: BrowserContext, request: APIRequestContext, role: 'renter' | 'owner' = 'renter', extra: SignUpDetails = {}): Promise<NewAccount> {
  return restoreAnswered(context, request, await apiSignUp(request, role, extra));
}
