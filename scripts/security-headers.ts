import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { contentSecurityPolicy, headersFile, originOf, type PolicyInput } from './security-policy.ts';
import { headersForPath, parseHeadersFile, type HeaderRule } from './headers-file.ts';

export { headersForPath, parseHeadersFile };

export const HEADERS_FILE = '_headers';

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
      input = {
        apiOrigins: [...new Set(apiOrigins)],
        stripe: Boolean(env['VITE_STRIPE_PUBLISHABLE_KEY'] && env['VITE_API_URL']),
        chat: Boolean(env['VITE_CHAT_APP_ID']),
      };
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
