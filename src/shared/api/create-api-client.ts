import createClient, { type Client } from 'openapi-fetch';
import { headersMiddleware, responseMiddleware } from './middleware';
import type { RequestContext, SessionBridge } from './session-bridge';

export interface ApiClientOptions {
  baseUrl: string;
  context: RequestContext;
  session: () => SessionBridge | undefined;
}

// Looked up at call time, not captured, so msw in Node and tests that swap fetch can intercept.
const fetchNow = (request: Request) => globalThis.fetch(request);

export function createApiClient<Paths extends object>({ baseUrl, context, session }: ApiClientOptions): Client<Paths> {
  const client = createClient<Paths>({ baseUrl, fetch: fetchNow });
  client.use(headersMiddleware(context, session), responseMiddleware(session, fetchNow));
  return client;
}
