import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SLICE_BY_INDEX = { group: ['../../*/**'], message: 'Import other slices through their public index with the @/ alias.' };

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', 'storybook-static', 'coverage', 'test-results', 'playwright-report', 'node_modules', 'openapi/generated', '.storybook/public', '.sandbox-state'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SLICE_BY_INDEX] }],
    },
  },
  {
    // Machines decide with the entities' types and rules: an entity (or shared) importing a machine would turn that around.
    files: ['src/entities/**/*.{ts,tsx}', 'src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [SLICE_BY_INDEX, { group: ['@machines', '@machines/*'], message: 'Entities and shared import no machine; the types they share live in the entity (e.g. @/entities/session).' }] },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Served as it is to the browser, ahead of the app (public/after-first-paint.js).
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
);
