import { getResponse } from 'msw';
import type { Sandbox } from '../create-sandbox';
import { demoAccount, type DemoAccountKey } from '../demo-accounts';

/** A request to the sandbox, by the contract's path template. */
export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  multipart?: Record<string, string | Blob>;
  /** A demo account to call as, a token, or nobody. */
  as?: DemoAccountKey | { token: string } | null;
  contract?: 'main' | 'content';
}

const ORIGIN = 'http://localhost';

/** Answers requests straight from the sandbox's handlers (msw's getResponse), as the hosts do. */
export class SandboxClient {
  private readonly tokens = new Map<DemoAccountKey, string>();

  constructor(private readonly sandbox: Sandbox) {}

  async token(key: DemoAccountKey): Promise<string> {
    const cached = this.tokens.get(key);
    if (cached) return cached;
    const account = demoAccount(key);
    const response = await this.send({ method: 'POST', path: '/auth/login', body: { email: account.email, password: account.password } });
    if (response.status !== 200) throw new Error(`Login of ${key} failed with ${response.status}`);
    const { data } = (await response.json()) as { data: { token: string } };
    this.tokens.set(key, data.token);
    return data.token;
  }

  /** Drops the cached sessions (after the clock moved past their lifetime). */
  forgetTokens(): void {
    this.tokens.clear();
  }

  async request(call: Call): Promise<Request> {
    const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(call.params?.[name] ?? `{${name}}`)));
    const url = new URL(`${ORIGIN}${call.contract === 'content' ? '/content-api' : '/api'}${path}`);
    for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, String(value));
    const headers = new Headers();
    const auth = call.as === undefined || call.as === null ? null : typeof call.as === 'string' ? await this.token(call.as) : call.as.token;
    if (auth) headers.set('authorization', `Bearer ${auth}`);
    let body: BodyInit | undefined;
    if (call.multipart) {
      const form = new FormData();
      for (const [name, value] of Object.entries(call.multipart)) form.append(name, value);
      body = form;
    } else if (call.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
    }
    return new Request(url, { method: call.method, headers, body });
  }

  async send(call: Call): Promise<Response> {
    const response = await getResponse(this.sandbox.handlers, await this.request(call));
    return response ?? new Response(JSON.stringify({ status: 404, slug: 'not_found', message: 'No handler' }), { status: 404, headers: { 'content-type': 'application/json' } });
  }

  /** The `data` of a successful answer (throws with the answer otherwise). */
  async data<T>(call: Call): Promise<T> {
    const response = await this.send(call);
    const body = (await response.json()) as { data: T };
    if (response.status >= 300) throw new Error(`${call.method} ${call.path} answered ${response.status}: ${JSON.stringify(body)}`);
    return body.data;
  }
}

/** A small PNG file for uploads. */
export const pngFile = (name = 'photo.png'): File =>
  new File([Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))], name, { type: 'image/png' });

export const pdfFile = (name = 'document.pdf'): File => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });
