import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    rules: {
      // Slices are laid out ahead from the spec (entities the sandbox already uses, one feature
      // per user action); a reference count says nothing about whether they belong apart.
      'fsd/insignificant-slice': 'off',
    },
  },
  {
    // Test helpers and stories sit next to what they test; they are not part of a public API. Test setup
    // files (`*.setup.ts`: Vitest's setupFiles, Storybook's preview) wire the test helpers to the app.
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/*.stories.ts', '**/*.setup.ts'],
  },
]);
