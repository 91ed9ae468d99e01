import { definePreview } from '@storybook/react-vite';
import addonA11y from '@storybook/addon-a11y';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import addonMsw from 'msw-storybook-addon';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { configure } from 'storybook/test';
import { activateLocale, i18n, loadCatalogs, type CatalogLocale } from '../src/shared/i18n/activate-locale';
import { LOCALES, LOCALE_INFO } from '../src/shared/i18n/locales';
import { MessagesProvider } from '../src/shared/i18n/messages-provider';
import { ToastProvider } from '../src/shared/ui/toast';
import '../src/shared/ui/global.css';
// The test session of `@/entities/session/testing` runs the app's session machine.
import '../src/app/session/provide-test-sessions.setup';

// Stories run on a 2-core CI machine next to the browser: a dialog that opens from an effect and a
// portal took longer than the default second once; 5 s is still a fast failure.
configure({ asyncUtilTimeout: 5000 });

export default definePreview({
  addons: [addonA11y(), addonMsw()],
  globalTypes: {
    locale: {
      description: 'Locale of the Lingui catalog',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [...LOCALES.map((l) => ({ value: l, title: LOCALE_INFO[l].name })), { value: 'pseudo', title: 'Pseudo-locale' }],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
  },
  loaders: [
    async ({ globals }) => {
      const locale = (globals.locale as CatalogLocale | undefined) ?? 'en';
      await activateLocale(locale);
      await loadCatalogs(locale);
      return {};
    },
  ],
  decorators: [
    (Story, { parameters }) => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const initialEntries = (parameters.route as string[] | undefined) ?? ['/'];
      // The providers the app has around every page.
      const router = createMemoryRouter(
        [
          {
            path: '*',
            element: (
              <ToastProvider>
                <Story />
              </ToastProvider>
            ),
          },
        ],
        { initialEntries },
      );
      return (
        <MessagesProvider i18n={i18n}>
          <QueryClientProvider client={client}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MessagesProvider>
      );
    },
  ],
});
