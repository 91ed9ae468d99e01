import { createHash } from 'node:crypto';
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { sandboxApi } from './openapi/sandbox/host/vite-plugin.ts';
import { PATH_ALIASES } from './scripts/path-aliases.ts';
import { precompress } from './scripts/precompress.ts';
import { securityHeaders } from './scripts/security-headers.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const { version } = JSON.parse(readFileSync(fromRoot('./package.json'), 'utf8')) as { version: string };

/**
 * The version in the message catalogs' file names: a hash of every catalog and of what compiles
 * them (the lock file), so a changed catalog gets a new name (the files are cached for a year).
 */
const CATALOGS_VERSION = createHash('sha256')
  .update(readFileSync(fromRoot('./package-lock.json')))
  .update(readFileSync(fromRoot('./lingui.config.ts')))
  .update(
    globSync('locales/*/*.po', { cwd: fromRoot('.') })
      .sort()
      .map((file) => file + readFileSync(fromRoot(`./${file}`), 'utf8'))
      .join('\n'),
  )
  .digest('base64url')
  .slice(0, 10);

/** Where the server bundle goes inside a build: a dot folder, which the static files never serve. */
export const SERVER_BUNDLE_DIR = '.server';

/**
 * `vite build` builds the browser's files and then the server renderer (issue #27) into
 * `<outDir>/.server/`, whatever `--outDir` says, so one command gives a build the server can run.
 */
function serverBundle(): Plugin {
  return {
    name: 'campershare:server-bundle',
    config(config) {
      const outDir = config.build?.outDir ?? 'dist';
      return {
        builder: {},
        environments: {
          ssr: {
            build: {
              outDir: join(outDir, SERVER_BUNDLE_DIR),
              emptyOutDir: true,
              copyPublicDir: false,
              manifest: false,
              rolldownOptions: { input: { server: fromRoot('./src/app/entrypoint/server.tsx') }, output: { codeSplitting: false } },
            },
          },
        },
      };
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    vanillaExtractPlugin(),
    securityHeaders(),
    sandboxApi(),
    { ...precompress(), applyToEnvironment: (environment) => environment.name === 'client' },
    serverBundle(),
    // The offline app shell (issue #21): index.html and every code chunk and stylesheet of this
    // build are precached, so a page opened offline, or a chunk asked for offline, comes from the
    // cache. API and content-service answers are never cached, nor navigations to them. A new
    // build's worker takes over at once and drops the old chunks (registration: shared/lib/service-worker).
    VitePWA({
      strategies: 'generateSW',
      injectRegister: false,
      manifest: false,
      filename: 'sw.js',
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        globIgnores: ['**/*.br', 'sw.js', 'workbox-*.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/content-api\//],
        // The map's library is the largest chunk (≈1 MB before compression).
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        skipWaiting: true,
        clientsClaim: true,
        inlineWorkboxRuntime: true,
        runtimeCaching: [],
      },
    }),
  ],
  // The release the error service files events under (VITE_RELEASE, e.g. a commit, overrides it in CI).
  define: { __APP_VERSION__: JSON.stringify(process.env['VITE_RELEASE'] ?? `campershare-web@${version}`), __CATALOGS_VERSION__: JSON.stringify(CATALOGS_VERSION) },
  resolve: {
    alias: [
      ...Object.entries(PATH_ALIASES).map(([find, replacement]) => ({ find, replacement })),
      // @xstate/react imports React 17's polyfill of useSyncExternalStore, which only hands over to
      // React's own on React 18 and later: with React 19 its code is start-up JS that never runs.
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
    ],
  },
  build: {
    target: 'es2023',
    sourcemap: false,
    reportCompressedSize: false,
    // One stylesheet (≈22 KB gzip) in the page's head instead of ≈45 per-chunk files: each lazy
    // chunk's CSS was a link the preloader added and waited for, and a style recalculation of the
    // whole page when it landed. Lighthouse at 4×, median of 5: search 82 → 93, home 87 → 92.
    cssCodeSplit: false,
    // The page preloads the entry's own imports; a lazy chunk's imports are not preloaded. Vite's
    // helper added a <link rel="modulepreload"> for each of them, 30–40 as the first route loaded,
    // inside the entry's start-up task (≈1 ms of appendChild each, more on a phone), and that task
    // stands before the first paint. The browser fetches a chunk's imports itself when the chunk
    // arrives, over the same HTTP/2 connection. Lighthouse: docs/decisions.md, "No module preloading".
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    manifest: true,
    rolldownOptions: {
      output: {
        // Every page's start-up JS names each lazy chunk it may load (≈230: pages and the message
        // catalogs of every locale), and a file name's hash does not compress. The ≈120 catalogs
        // share one version instead (it compresses to nothing in the map that names them all; 1.75
        // KB gzip of every page with a hash each); the other chunks keep 7 characters of their own
        // (42 bits still tell a build's few hundred files apart).
        chunkFileNames: (chunk) => {
          const catalog = /\/locales\/([^/]+)\/([^/]+)\.po$/.exec(chunk.facadeModuleId ?? '');
          return catalog ? `assets/catalog-${catalog[1]}-${catalog[2]}-${CATALOGS_VERSION}.js` : 'assets/[name]-[hash:7].js';
        },
        // What every page needs at start goes in one chunk: shared by lazy chunks, it would
        // otherwise split into dozens of small files, each compressed and fetched on its own.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  preview: { port: 4173, strictPort: true, host: true },
  server: { port: 5173 },
});
