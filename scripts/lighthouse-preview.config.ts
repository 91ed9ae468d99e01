import basicSsl from '@vitejs/plugin-basic-ssl';
import sirv from 'sirv';
import { mergeConfig, type Plugin } from 'vite';
import base from '../vite.config.ts';

/**
 * The build's precompressed `.br` files, sent to browsers that accept Brotli, as production's
 * static host sends them; Vite's preview alone compresses with gzip on the fly, and still does for
 * browsers without Brotli. Anything else (the page's routes, the sandbox API) passes on to it.
 */
function servePrecompressed(): Plugin {
  return {
    name: 'campershare:serve-precompressed',
    configurePreviewServer(server) {
      const assets = sirv(server.config.build.outDir, { brotli: true, etag: true, extensions: [], immutable: true });
      server.middlewares.use((req, res, next) => {
        const acceptsBrotli = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (acceptsBrotli && req.url?.startsWith('/assets/')) assets(req, res, next);
        else next();
      });
    },
  };
}

// The Lighthouse preview: HTTPS with a throwaway certificate, which makes Vite serve HTTP/2 as
// production's static host does. Over plain HTTP/1.1 Lighthouse simulates six connections and
// queues the app's chunks behind each other, a cost no deployment of the app has.
export default mergeConfig(base, { plugins: [basicSsl({ name: 'lighthouse-preview' }), servePrecompressed()] });
