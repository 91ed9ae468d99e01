import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Loads a replay model (`e2e/replay/<machine>.model.ts`) the way Vite loads the app's code: the
 * machines and the entity rules they use go through the project's aliases and Lingui's macros,
 * which Playwright's own TypeScript loader does not know. About a second, once per worker.
 */
export async function loadModel<T>(path: string): Promise<T> {
  const { module } = await runnerImport<T>(fileURLToPath(new URL(path, `file://${root}/`)), {
    configFile: false,
    root,
    resolve: { alias: { '@/': `${root}src/`, '@machines/': `${root}machines/`, '@openapi/': `${root}openapi/` } },
    plugins: [babel({ presets: [linguiTransformerBabelPreset()] })],
    logLevel: 'error',
  });
  return module;
}
