import type { IncomingMessage, ServerResponse } from 'node:http';

/** The body of a Node request, read in full (the sandbox's requests are small JSON or uploads). */
async function readBody(request: IncomingMessage): Promise<Uint8Array | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return chunks.length > 0 ? new Uint8Array(Buffer.concat(chunks)) : undefined;
}

/** A Fetch `Request` of a Node request (what msw's handlers take), on the origin the browser used. */
export async function toFetchRequest(request: IncomingMessage): Promise<Request> {
  const protocol = (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  // HTTP/2 names the host `:authority`; its pseudo-headers are not headers a Fetch request may carry.
  const host = request.headers.host ?? request.headers[':authority'] ?? 'localhost';
  const url = new URL(request.originalUrl ?? request.url ?? '/', `${protocol}://${String(host)}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const body = await readBody(request);
  return new Request(url, { method: request.method, headers, body: body as BodyInit | undefined });
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/** Writes a Fetch `Response` to a Node response. */
export async function sendFetchResponse(response: Response, target: ServerResponse): Promise<void> {
  target.statusCode = response.status;
  response.headers.forEach((value, name) => {
    // Connection-specific headers are forbidden on HTTP/2 (the preview serves HTTPS over HTTP/2).
    if (!HOP_BY_HOP.has(name)) target.setHeader(name, value);
  });
  target.end(Buffer.from(await response.arrayBuffer()));
}

declare module 'node:http' {
  interface IncomingMessage {
    /** Set by Connect (Vite's middleware stack) to the URL before mounting. */
    originalUrl?: string;
  }
}
