import createClient, { type Client } from 'openapi-fetch';
import { headersMiddleware, responseMiddleware } from './middleware';
import { DEFAULT_DEADLINES, withDeadline, type RequestDeadlines } from './request-deadline';
import type { RequestContext, SessionBridge } from './session-bridge';

export interface ApiClientOptions {
  baseUrl: string;
  context: RequestContext;
  session: () => SessionBridge | undefined;
  /** How long reads and writes may take; read at every call. */
  deadlines?: () => RequestDeadlines;
}

// Looked up at call time, not captured, so msw in Node and tests that swap fetch can intercept.
const fetchNow = (request: Request) => globalThis.fetch(request);

export function createApiClient<Paths extends object>({ baseUrl, context, session, deadlines = () => DEFAULT_DEADLINES }: ApiClientOptions): Client<Paths> {
  // The first try and the retry after a refresh both have a deadline.
  const fetchWithDeadline = withDeadline(fetchNow, deadlines);
  const client = createClient<Paths>({ baseUrl, fetch: fetchWithDeadline });
  client.use(headersMiddleware(context, session), responseMiddleware(session, fetchWithDeadline));
  return client;
}
