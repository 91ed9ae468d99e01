import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumArgs, storiesChromiumPath } from './scripts/test-browser.ts';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          // Rules, machines and the sandbox run in plain Node: a DOM costs each file a second.
          // A .ts test that needs one says so with a `// @vitest-environment jsdom` docblock.
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.ts', 'machines/**/*.test.ts', 'openapi/**/*.test.ts', 'scripts/**/*.test.ts'],
            setupFiles: ['./src/shared/test/setup-unit.ts', './src/app/session/provide-test-sessions.setup.ts'],
            pool: 'threads',
            maxWorkers: 2,
            // Files share a worker's modules: importing the app's modules again for every file was
            // most of the run. Plain Node, no DOM: msw's handlers are reset by each file.
            isolate: false,
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'component',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx'],
            setupFiles: ['./src/shared/test/setup-unit.ts', './src/app/session/provide-test-sessions.setup.ts'],
            pool: 'threads',
            maxWorkers: 2,
            // Files share a worker's modules and DOM (importing the app again per file was over a
            // third of the run); the setup file empties cookies, storage, URL and document first.
            isolate: false,
            // The first test of a file waits for its lazy modules: seconds on a loaded 2-core host.
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
          // Optimised up front: a dependency found mid-run makes Vite re-bundle and the browser
          // loses modules it already imported ("Failed to fetch dynamically imported module").
          optimizeDeps: {
            include: [
              'react',
              'react/jsx-runtime',
              'react/jsx-dev-runtime',
              'react-dom',
              'react-dom/client',
              'react-router',
              'react-router/dom',
              'radix-ui',
              'radix-ui/internal',
              '@lingui/core',
              '@lingui/react',
              '@tanstack/react-query',
              'msw',
              'msw/browser',
              'msw-storybook-addon',
              'storybook/test',
              // Test helpers shared with the stories (factories, the test session) import it.
              '@testing-library/react',
              '@storybook/addon-a11y',
              'xstate',
              '@xstate/react',
              'openapi-fetch',
              'valibot',
              '@vanilla-extract/recipes/createRuntimeFn',
              '@vanilla-extract/sprinkles/createRuntimeSprinkles',
              'react-hook-form',
              '@hookform/resolvers/valibot',
              'libphonenumber-js/max',
              'maplibre-gl',
              'react-day-picker',
              'react-day-picker/locale/da',
              'react-day-picker/locale/de',
              'react-day-picker/locale/de-AT',
              'react-day-picker/locale/en-GB',
              'react-day-picker/locale/fi',
              'react-day-picker/locale/fr',
              'react-day-picker/locale/nb',
              'react-day-picker/locale/sv',
              'date-fns',
              '@stripe/stripe-js',
              '@stripe/react-stripe-js',
              'topojson-client',
            ],
          },
          test: {
            name: 'storybook',
            // A story's play function waits on lazy chunks and its handlers: slow on a busy host.
            testTimeout: 30_000,
            // One page for all story files instead of one per file (148 s → 90 s); each story sets
            // its own handlers and args, so nothing carries over.
            isolate: false,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: storiesChromiumPath, args: chromiumArgs },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
