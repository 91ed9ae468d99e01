import type { paths as ContentPaths } from '@openapi/generated/content';
import type { paths } from '@openapi/generated/schema';
import { createApiClient } from './create-api-client';
import { analyticsDistinctId } from './distinct-id';
import { DEFAULT_DEADLINES, type RequestDeadlines } from './request-deadline';
import type { SessionBridge } from './session-bridge';

/**
 * Same-origin `/api` (the sandbox API the dev and preview servers host) unless VITE_API_URL
 * points at a real backend. Node has no origin, so tests get an absolute URL.
 */
function baseUrl(configured: string | undefined, path: string): string {
  if (configured) return configured.replace(/\/$/, '');
  const origin = typeof window === 'undefined' || !window.location?.origin?.startsWith('http') ? 'http://localhost' : window.location.origin;
  return `${origin}${path}`;
}

/** A positive whole number of milliseconds from the build's environment, else the default. */
const millis = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : fallback);

/** Reads about 15 s, writes about 30 s (issue #21); VITE_API_READ_TIMEOUT_MS and VITE_API_WRITE_TIMEOUT_MS change them. */
const deadlines: RequestDeadlines = {
  readMs: millis(import.meta.env.VITE_API_READ_TIMEOUT_MS, DEFAULT_DEADLINES.readMs),
  writeMs: millis(import.meta.env.VITE_API_WRITE_TIMEOUT_MS, DEFAULT_DEADLINES.writeMs),
};

let session: SessionBridge | undefined;
let requestLocale = 'en';
let distinctId: string | undefined;

const context = {
  locale: () => requestLocale,
  distinctId: () => (distinctId ??= analyticsDistinctId()),
};

export const api = createApiClient<paths>({
  baseUrl: baseUrl(import.meta.env.VITE_API_URL, '/api'),
  context,
  session: () => session,
  deadlines: () => deadlines,
});

/**
 * For the session's own calls (log in, refresh, restore, log out): the same headers, but no
 * automatic refresh, which would otherwise ask the session to refresh itself. Its base URL is the
 * API's unless VITE_SESSION_API_URL names a backend-for-frontend that speaks the same contract and
 * keeps the refresh token in an httpOnly cookie (docs/decisions.md, "Where the tokens live").
 */
export const sessionlessApi = createApiClient<paths>({
  baseUrl: baseUrl(import.meta.env.VITE_SESSION_API_URL ?? import.meta.env.VITE_API_URL, '/api'),
  context,
  session: () => undefined,
  deadlines: () => deadlines,
});

export const contentApi = createApiClient<ContentPaths>({
  baseUrl: baseUrl(import.meta.env.VITE_CONTENT_API_URL, '/content-api'),
  context,
  session: () => undefined,
  deadlines: () => deadlines,
});

/** The session registers itself when it starts, and `undefined` when it ends. */
export function connectSession(bridge: SessionBridge | undefined): void {
  session = bridge;
}

/** The locale sent as Accept-Language, kept in step with the page's locale. */
export function setRequestLocale(locale: string): void {
  requestLocale = locale;
}
