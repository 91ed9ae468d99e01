import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'de-AT', 'de-CH', 'fr-CH', 'sv-SE', 'sv-FI', 'nb-NO', 'fi-FI', 'da-DK', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.stories.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
