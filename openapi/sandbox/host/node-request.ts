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
  const url = new URL(request.originalUrl ?? request.url ?? '/', `${protocol}://${request.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const body = await readBody(request);
  return new Request(url, { method: request.method, headers, body: body as BodyInit | undefined });
}

/** Writes a Fetch `Response` to a Node response. */
export async function sendFetchResponse(response: Response, target: ServerResponse): Promise<void> {
  target.statusCode = response.status;
  response.headers.forEach((value, name) => target.setHeader(name, value));
  target.end(Buffer.from(await response.arrayBuffer()));
}

declare module 'node:http' {
  interface IncomingMessage {
    /** Set by Connect (Vite's middleware stack) to the URL before mounting. */
    originalUrl?: string;
  }
}
