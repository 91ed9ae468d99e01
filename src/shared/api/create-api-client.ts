import createClient, { type Client } from 'openapi-fetch';
import { reportAnswer, reportNoAnswer } from '@/shared/lib/connection';
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
// Every answer, and every call that got none (fetch's TypeError; an abort is not one), goes to the
// page's idea of whether the API can be reached (shared/lib/connection/reachability).
async function fetchNow(request: Request): Promise<Response> {
  try {
    const response = await globalThis.fetch(request);
    reportAnswer();
    return response;
  } catch (error) {
    if (error instanceof TypeError) reportNoAnswer();
    throw error;
  }
}

export function createApiClient<Paths extends object>({ baseUrl, context, session, deadlines = () => DEFAULT_DEADLINES }: ApiClientOptions): Client<Paths> {
  // The first try and the retry after a refresh both have a deadline.
  const fetchWithDeadline = withDeadline(fetchNow, deadlines);
  const client = createClient<Paths>({ baseUrl, fetch: fetchWithDeadline });
  client.use(headersMiddleware(context, session), responseMiddleware(session, fetchWithDeadline));
  return client;
}
