import { http, HttpResponse, type HttpHandler } from 'msw';
import { FLAG_DEFAULTS, FLAG_KEYS, SANDBOX_FLAGS_COOKIE, type FlagKey } from '@/shared/config/feature-flags/flags';
import { readCookie } from '@/shared/lib/cookies';
import { MEDIA_PREFIX } from '../http/media-urls';

/**
 * The stand-ins for the services of issue #25, so errors, analytics, vitals and flags are tested
 * offline: an envelope sink for the error SDK (`tunnel`), a beacon sink for analytics events and
 * web vitals, and a flag service. What the sinks receive is kept in memory (the newest 500 of each)
 * and can be read back; a browser's `sandbox-tag` cookie is recorded with each, so a test reads
 * only its own. Flags are global (QA changes them) with per-browser overrides from the
 * `sandbox-flags` cookie, which parallel tests use instead of changing everybody's flags.
 */
const BASE = `*${MEDIA_PREFIX}`;
const KEEP = 500;
export const SANDBOX_TAG_COOKIE = 'sandbox-tag';

interface Received {
  tag: string | null;
  receivedAt: string;
  [field: string]: unknown;
}

const tagOf = (request: Request): string | null => readCookie(SANDBOX_TAG_COOKIE, request.headers.get('cookie') ?? '') ?? null;

function keep(list: Received[], entry: Received): void {
  list.push(entry);
  if (list.length > KEEP) list.splice(0, list.length - KEEP);
}

const bad = (message: string, errors: Record<string, string[]> = {}) => HttpResponse.json({ status: 422, slug: 'validation_failed', message, errors }, { status: 422 });

/** A Sentry envelope: a header line, then item header and payload lines; the events are the `event` items. */
export function eventsOfEnvelope(text: string): Record<string, unknown>[] {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const events: Record<string, unknown>[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index] ?? '{}') as { type?: string };
    if (header.type === 'event') events.push(JSON.parse(lines[index + 1] ?? '{}') as Record<string, unknown>);
  }
  return events;
}

/** Known flags of the right type only; the names of the others, for the error. */
export function checkedFlags(body: unknown): { flags: Partial<Record<FlagKey, boolean | string>>; wrong: string[] } {
  const flags: Partial<Record<FlagKey, boolean | string>> = {};
  const wrong: string[] = [];
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { flags, wrong: ['flags'] };
  for (const [key, value] of Object.entries(body)) {
    if ((FLAG_KEYS as string[]).includes(key) && typeof value === typeof FLAG_DEFAULTS[key as FlagKey]) flags[key as FlagKey] = value as boolean | string;
    else wrong.push(key);
  }
  return { flags, wrong };
}

function cookieFlags(request: Request): Partial<Record<FlagKey, boolean | string>> {
  const raw = readCookie(SANDBOX_FLAGS_COOKIE, request.headers.get('cookie') ?? '');
  if (!raw) return {};
  try {
    return checkedFlags(JSON.parse(raw)).flags;
  } catch {
    return {};
  }
}

export function observabilityHandlers(): HttpHandler[] {
  const errors: Received[] = [];
  const analytics: Received[] = [];
  let flags: Partial<Record<FlagKey, boolean | string>> = {};
  const list = (entries: Received[], request: Request) => {
    const tag = new URL(request.url).searchParams.get('tag');
    return HttpResponse.json({ data: tag === null ? entries : entries.filter((entry) => entry.tag === tag) });
  };

  return [
    http.get(`${BASE}/flags`, ({ request }) => HttpResponse.json({ flags: { ...FLAG_DEFAULTS, ...flags, ...cookieFlags(request) } })),
    http.put(`${BASE}/flags`, async ({ request }) => {
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return bad('The body must be a JSON object of flags.');
      }
      const { flags: known, wrong } = checkedFlags(body);
      if (wrong.length > 0) return bad('Unknown flags or values of the wrong type.', Object.fromEntries(wrong.map((key) => [key, [`One of ${FLAG_KEYS.join(', ')}, typed as its default.`]])));
      flags = { ...flags, ...known };
      return HttpResponse.json({ flags: { ...FLAG_DEFAULTS, ...flags } });
    }),
    http.delete(`${BASE}/flags`, () => {
      flags = {};
      return HttpResponse.json({ flags: FLAG_DEFAULTS });
    }),

    http.post(`${BASE}/errors`, async ({ request }) => {
      const text = await request.text();
      let events: Record<string, unknown>[];
      try {
        events = eventsOfEnvelope(text);
      } catch {
        return bad('Not an error envelope.');
      }
      for (const event of events) keep(errors, { tag: tagOf(request), receivedAt: new Date().toISOString(), event });
      return HttpResponse.json({ received: events.length });
    }),
    http.get(`${BASE}/errors`, ({ request }) => list(errors, request)),

    http.post(`${BASE}/analytics`, async ({ request }) => {
      let body: unknown;
      try {
        body = JSON.parse(await request.text());
      } catch {
        return bad('The body must be JSON.');
      }
      const { events, vitals } = (body ?? {}) as { events?: unknown; vitals?: unknown };
      if (!Array.isArray(events) && !Array.isArray(vitals)) return bad('Expected { events: [...] } or { vitals: [...] }.');
      const tag = tagOf(request);
      const receivedAt = new Date().toISOString();
      for (const event of Array.isArray(events) ? events : []) keep(analytics, { tag, receivedAt, kind: 'event', ...(event as object) });
      for (const metric of Array.isArray(vitals) ? vitals : []) keep(analytics, { tag, receivedAt, kind: 'vital', ...(metric as object) });
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${BASE}/analytics`, ({ request }) => list(analytics, request)),
  ];
}
