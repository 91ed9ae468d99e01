import { fileURLToPath } from 'node:url';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The project's import aliases, for Vite and for the sandbox the app's server loads. */
export const PATH_ALIASES = {
  '@/': fromRoot('src/'),
  '@machines/': fromRoot('machines/'),
  '@openapi/': fromRoot('openapi/'),
};
