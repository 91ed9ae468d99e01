import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendFetchResponse, toFetchRequest } from './node-request.ts';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** An HTTP/1.1 server answering with what the sandbox would see of the request. */
async function serve(answer: (request: Request) => Response): Promise<string> {
  const server = createServer((request, response) => {
    void toFetchRequest(request).then((fetchRequest) => sendFetchResponse(answer(fetchRequest), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the sandbox host turns Node requests into Fetch requests', () => {
  it('keeps the method, path, query, headers and body', async () => {
    const base = await serve((request) => Response.json({ url: request.url, method: request.method, language: request.headers.get('accept-language') }));
    const answer = await fetch(`${base}/api/assets?page%5Bsize%5D=1`, { method: 'POST', headers: { 'Accept-Language': 'sv-SE' }, body: '{}' });
    expect(await answer.json()).toEqual({ url: `${base}/api/assets?page%5Bsize%5D=1`, method: 'POST', language: 'sv-SE' });
  });

  it('reads the host of an HTTP/2 request from :authority and leaves its pseudo-headers out', async () => {
    // What Node's HTTP/2 compatibility layer hands the middleware (no `host`, pseudo-headers present).
    const request = Object.assign(Object.create(null) as IncomingMessage, {
      method: 'GET',
      url: '/api/health.json',
      headers: { ':method': 'GET', ':path': '/api/health.json', ':scheme': 'https', ':authority': 'localhost:4319', accept: 'application/json' },
      socket: { encrypted: true },
    });
    const fetchRequest = await toFetchRequest(request);
    expect(fetchRequest.url).toBe('https://localhost:4319/api/health.json');
    expect(fetchRequest.headers.get('accept')).toBe('application/json');
    expect([...fetchRequest.headers.keys()].some((name) => name.startsWith(':'))).toBe(false);
  });

  it('does not pass connection headers on to the answer (HTTP/2 forbids them)', async () => {
    const written = new Map<string, unknown>();
    const target = { statusCode: 0, setHeader: (name: string, value: unknown) => written.set(name, value), end: () => undefined } as unknown as ServerResponse;
    await sendFetchResponse(new Response('ok', { status: 201, headers: { 'Content-Type': 'text/plain', Connection: 'keep-alive', 'Keep-Alive': 'timeout=5' } }), target);
    expect(target.statusCode).toBe(201);
    expect([...written.keys()]).toEqual(['content-type']);
  });
});
