import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAbsolute, join } from 'node:path';
import babel from '@rolldown/plugin-babel';
import { linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { loadEnv, runnerImport, type AliasOptions, type Connect, type Plugin, type ResolvedConfig } from 'vite';
import { sendFetchResponse, toFetchRequest } from './node-request.ts';
import type * as NodeHost from './node-host.ts';
import type { SandboxHost } from './node-host.ts';

/** The contracts' servers the sandbox answers (001/002: API at /api, content service at /content-api). */
const MOUNTS = ['/api/', '/content-api/'];
// SANDBOX_STATE_FILE lets parallel servers keep their own state; empty, the state lives in memory only.
const STATE_FILE = process.env['SANDBOX_STATE_FILE'] ?? '.sandbox-state/state.json';

const notFound = (path: string) => JSON.stringify({ status: 404, slug: 'not_found', message: `No sandbox endpoint for ${path}.` });

/**
 * Hosts the sandbox API in the Vite dev and preview servers: requests to /api/* and
 * /content-api/* become Fetch requests answered by the MSW handlers (msw's
 * getResponse), everything else passes on. The shipped bundle contains no MSW: this
 * plugin lives in the Vite config only. With VITE_API_URL set the app talks to a real
 * API and the plugin does nothing.
 *
 * The sandbox is loaded through Vite's module runner (it uses the project's path
 * aliases, which the config loader does not know) and only on the first API request,
 * so servers that never call the API (Vitest's, Storybook's) never seed a store.
 */
export interface SandboxMount {
  /** Answers /api/* and /content-api/*, passes anything else on. */
  middleware: Connect.NextHandleFunction;
  /** The sandbox's answer to a Fetch request (the server renderer's calls, in process). */
  respond(request: Request): Promise<Response | undefined>;
  /** Writes pending changes now (when the server closes). */
  flush(): void;
}

/** Whether a path is one the sandbox answers. */
export const isSandboxPath = (path: string): boolean => MOUNTS.some((mount) => path.startsWith(mount));

/**
 * The sandbox for a server rooted at `root` with the project's path aliases: loaded through Vite's
 * module runner on the first request. Used by the Vite servers (below) and the app's own server.
 */
export function mountSandbox(root: string, alias: AliasOptions): SandboxMount {
  let host: Promise<SandboxHost> | undefined;

  const start = (): Promise<SandboxHost> => {
    host ??= runnerImport<typeof NodeHost>(join(root, 'openapi/sandbox/host/node-host.ts'), {
      configFile: false,
      root,
      resolve: { alias },
      // The entity rules the sandbox shares with the app may sit next to translated messages.
      plugins: [babel({ presets: [linguiTransformerBabelPreset()] })],
      logLevel: 'error',
    })
      .then(({ module }) => module.startSandboxHost(STATE_FILE === '' ? null : isAbsolute(STATE_FILE) ? STATE_FILE : join(root, STATE_FILE)))
      .catch((error: unknown) => {
        // Let the next request try again (after the broken module is fixed) instead of failing forever.
        host = undefined;
        throw error;
      });
    return host;
  };

  const respond = async (request: Request) => (await start()).respond(request);

  const middleware: Connect.NextHandleFunction = (request: IncomingMessage, response: ServerResponse, next) => {
    const path = request.url ?? '';
    if (!isSandboxPath(path)) return next();
    void (async () => {
      try {
        const answer = await respond(await toFetchRequest(request));
        if (answer) await sendFetchResponse(answer, response);
        else response.writeHead(404, { 'Content-Type': 'application/json' }).end(notFound(path));
      } catch (error) {
        next(error);
      }
    })();
  };

  return { middleware, respond, flush: () => void host?.then((h) => h.flush()) };
}

export function sandboxApi(): Plugin {
  let config: ResolvedConfig;
  let sandbox: SandboxMount;
  const middleware: Connect.NextHandleFunction = (request, response, next) => sandbox.middleware(request, response, next);

  const enabled = () => !loadEnv(config.mode, config.envDir || config.root, 'VITE_')['VITE_API_URL'] && !process.env['VITE_API_URL'];

  return {
    name: 'sandbox-api',
    configResolved(resolved) {
      config = resolved;
      sandbox = mountSandbox(config.root, config.resolve.alias);
    },
    configureServer(server) {
      if (!enabled()) return;
      server.middlewares.use(middleware);
      server.httpServer?.on('close', () => sandbox.flush());
    },
    configurePreviewServer(server) {
      if (!enabled()) return;
      server.middlewares.use(middleware);
      server.httpServer.on('close', () => sandbox.flush());
    },
  };
}
