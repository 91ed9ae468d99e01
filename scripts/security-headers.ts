import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { contentSecurityPolicy, headersFile, originOf, type PolicyInput } from './security-policy.ts';

export const HEADERS_FILE = '_headers';

interface HeaderRule {
  pattern: RegExp;
  set: [string, string][];
  detach: string[];
}

const patternOf = (path: string) => new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);

/** Reads a `_headers` file as written by `headersFile` (path lines, then indented `Name: value` or `! Name`). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: patternOf(line.trim()), set: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    const entry = line.trim();
    if (!rule) continue;
    if (entry.startsWith('! ')) rule.detach.push(entry.slice(2).trim());
    else {
      const colon = entry.indexOf(':');
      rule.set.push([entry.slice(0, colon).trim(), entry.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** The headers a path gets: every matching rule in order, a later `! Name` removing an earlier one. */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const name of rule.detach) headers.delete(name);
    for (const [name, value] of rule.set) headers.set(name, value);
  }
  return headers;
}

/**
 * The build writes the Content-Security-Policy into index.html as a meta tag and every security
 * header into `_headers` for the static host; `vite preview` serves that file's headers, so every
 * e2e journey runs under the policy the build emits. The dev server gets none: Vite's own client
 * and React's refresh preamble are inline scripts.
 */
export function securityHeaders(): Plugin {
  let input: PolicyInput = { apiOrigins: [], stripe: false };
  let root = process.cwd();
  return {
    name: 'campershare:security-headers',
    configResolved(config) {
      root = config.root;
      const env = config.env as Record<string, string | undefined>;
      // The API's hosts, and those of the error, analytics, vitals and flag services when configured (issue #25).
      const apiOrigins = ['VITE_API_URL', 'VITE_CONTENT_API_URL', 'VITE_SESSION_API_URL', 'VITE_SENTRY_DSN', 'VITE_POSTHOG_HOST', 'VITE_VITALS_URL', 'VITE_FLAGS_URL']
        .map((name) => originOf(env[name]))
        .filter((origin): origin is string => Boolean(origin));
      // PostHog without a host of its own goes to its EU cloud (shared/config/observability.ts).
      if (env['VITE_POSTHOG_KEY'] && !env['VITE_POSTHOG_HOST']) apiOrigins.push('https://eu.i.posthog.com');
      input = { apiOrigins: [...new Set(apiOrigins)], stripe: Boolean(env['VITE_STRIPE_PUBLISHABLE_KEY'] && env['VITE_API_URL']) };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // Only the app's own page of a build (not the dev server, not Storybook's iframe).
        if (!context.bundle || resolve(context.filename) !== resolve(root, 'index.html')) return html;
        // One document serves every page, so its meta allows what the payment pages need in a
        // Stripe build; the headers narrow it per path where the host sends them. Right after the
        // charset, before every script and stylesheet it governs.
        const content = contentSecurityPolicy(input, { meta: true, payments: input.stripe }).replace(/'/g, '&#39;');
        const meta = `\n    <meta http-equiv="Content-Security-Policy" content="${content}" />`;
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('index.html needs a <meta charset> for the policy to follow');
        return html.replace(charset, (tag) => tag + meta);
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // Storybook's build has no index.html of the app: nothing to protect there.
        if (!Object.keys(bundle).includes('index.html')) return;
        this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: headersFile(input) });
      },
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      let rules: HeaderRule[] = [];
      try {
        rules = parseHeadersFile(readFileSync(join(outDir, HEADERS_FILE), 'utf8'));
      } catch {
        server.config.logger.warn(`[security-headers] ${HEADERS_FILE} is missing from ${outDir}: serving without security headers`);
      }
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://preview').pathname;
        for (const [name, value] of headersForPath(rules, pathname)) response.setHeader(name, value);
        next();
      });
    },
  };
}
