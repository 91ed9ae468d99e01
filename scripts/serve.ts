// The app's server (issue #27): a build's files, the public pages rendered on the server, the
// other pages as the client-rendered shell, and the sandbox API unless VITE_API_URL names a real
// one. Stateless but for the sandbox: behind a CDN, as many copies as the traffic needs.
//
//   node scripts/serve.ts [--dir dist] [--port 4173] [--host 0.0.0.0]
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import sirv from 'sirv';
import { headersForPath, parseHeadersFile } from './headers-file.ts';
import { paintFirstTemplate } from './page-template.ts';

// React's production build on the server too, whatever the shell says.
process.env['NODE_ENV'] ??= 'production';

const { values: args } = parseArgs({
  options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string', default: '4173' }, host: { type: 'string', default: '0.0.0.0' } },
});
const root = resolve(import.meta.dirname, '..');
const dir = resolve(root, args.dir);
const port = Number(args.port);

/** What the server bundle (`<build>/.server/server.js`, src/app/entrypoint/server.tsx) exports. */
interface Renderer {
  render(request: Request): Promise<
    | { kind: 'shell' }
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; head: string; body: string; data: unknown; routeName: string; timing: number }
  >;
  serverDataBlock(data: unknown): string;
  documentLang(pathname: string, hostname: string): string;
}

const renderer = (await import(pathToFileURL(join(dir, '.server', 'server.js')).href)) as Renderer;
const template = readFileSync(join(dir, 'index.html'), 'utf8');
const pageTemplate = paintFirstTemplate(template);
const headerRules = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));

// The sandbox API in this process, unless a real API is configured. The renderer's own calls go to
// `http://localhost/api/…` (the API client's address without a window) and are answered in process,
// on the origin the browser asked (the sandbox's photo addresses name it).
const pageOrigin = new AsyncLocalStorage<string>();
const useSandbox = !process.env['VITE_API_URL'];
const sandbox = useSandbox ? (await import('../openapi/sandbox/host/vite-plugin.ts')).mountSandbox(root, (await import('./path-aliases.ts')).PATH_ALIASES) : undefined;
if (sandbox) {
  const networkFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin === 'http://localhost' && (url.pathname.startsWith('/api/') || url.pathname.startsWith('/content-api/'))) {
      const origin = pageOrigin.getStore() ?? url.origin;
      const onPageOrigin = new Request(origin + url.pathname + url.search, request);
      return sandbox.respond(onPageOrigin).then((answer) => answer ?? new Response(null, { status: 404 }));
    }
    return networkFetch(request);
  };
}

const assets = sirv(dir, {
  brotli: true,
  etag: true,
  dotfiles: false,
  setHeaders: (response, pathname) => {
    // Hashed file names never change; everything else is asked again (index.html, sw.js).
    response.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

/**
 * How long a CDN may keep a rendered page. Nothing personal is ever in it (the session lives in
 * the browser), so every visitor may get the same copy; 404s are kept briefly, a 503 not at all.
 */
function cacheControl(status: number, routeName: string): string {
  if (status === 503 || status >= 500) return 'no-store';
  if (status === 404) return 'public, max-age=0, s-maxage=60';
  // A vehicle's price and calendar change more often than a search page's or the home page's words.
  if (routeName === 'vehicle') return 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
  return 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600';
}

function send(request: IncomingMessage, response: ServerResponse, status: number, html: string, headers: Record<string, string>): void {
  const body = Buffer.from(html);
  const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    // The sandbox's per-browser flag overrides (a cookie) may turn on maintenance; a real flag service does not vary by cookie.
    Vary: useSandbox ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
    ...headers,
    ...(brotli ? { 'Content-Encoding': 'br' } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : brotli ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : body);
}

async function renderDocument(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const headers = new Headers();
  for (const name of ['cookie', 'accept-language', 'user-agent']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const answer = await pageOrigin.run(url.origin, () => renderer.render(new Request(url, { headers })));
  if (answer.kind === 'redirect') {
    response.writeHead(answer.status, { Location: answer.location, 'Cache-Control': 'no-store' }).end();
    return;
  }
  if (answer.kind === 'shell') {
    send(request, response, 200, template, { 'Cache-Control': 'no-cache' });
    return;
  }
  const html = pageTemplate
    .replace(/<html lang="[^"]*">/, `<html lang="${renderer.documentLang(url.pathname, url.hostname)}">`)
    .replace(/<title>[^<]*<\/title>/, answer.head.includes('<title>') ? '' : '$&')
    .replace('</head>', `${answer.head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${answer.body}</div>${renderer.serverDataBlock(answer.data)}`);
  send(request, response, answer.status, html, {
    'Cache-Control': cacheControl(answer.status, answer.routeName),
    'Server-Timing': `render;dur=${answer.timing.toFixed(1)}`,
  });
}

const isDocument = (request: IncomingMessage, pathname: string) =>
  (request.method === 'GET' || request.method === 'HEAD') && (extname(pathname) === '' || pathname.endsWith('/')) && !pathname.startsWith('/assets/');

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? `localhost:${port}`}`);
  for (const [name, value] of headersForPath(headerRules, url.pathname)) response.setHeader(name, value);
  const fail = (error: unknown) => {
    console.error(`${request.method} ${url.pathname}:`, error);
    if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
    response.end('Internal Server Error');
  };
  if (sandbox && (url.pathname.startsWith('/api/') || url.pathname.startsWith('/content-api/'))) {
    sandbox.middleware(request, response, (error?: unknown) => {
      if (error) fail(error);
      else response.writeHead(404).end();
    });
    return;
  }
  if (isDocument(request, url.pathname)) {
    renderDocument(request, response, url).catch(fail);
    return;
  }
  assets(request, response, () => {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
  });
});

// Node closes an idle kept-alive socket after 5 s; a client that sends on it in that instant gets
// ECONNRESET (one CI failure: Playwright's request context reused such a socket). Proxies and
// browsers keep sockets for up to a minute or more, so the server keeps them longer than they do.
server.keepAliveTimeout = 75_000;
server.headersTimeout = 76_000;
server.listen(port, args.host, () => console.log(`Campershare on http://localhost:${port} (the Swiss site on http://127.0.0.1:${port}), serving ${args.dir}${sandbox ? ' with the sandbox API' : ''}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    sandbox?.flush();
    server.close(() => process.exit(0));
    // Keep-alive connections would hold the close open.
    server.closeAllConnections();
  });
}
