import { definePreview } from '@storybook/react-vite';
import addonA11y from '@storybook/addon-a11y';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import addonMsw from 'msw-storybook-addon';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { configure } from 'storybook/test';
import { resetFlagValues, setFlagValues } from '../src/shared/config/feature-flags/flag-store';
import type { FlagValues } from '../src/shared/config/feature-flags/flags';
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

/** The toolbar's flag settings (issue #25): a page with a flag on or off, as the flag service would send it. */
const FLAG_PRESETS: Record<string, Partial<FlagValues>> = {
  defaults: {},
  'renter-access-off': { renterAccess: false },
  'renter-campaign-new': { renterCampaign: 'new' },
  'owner-campaign-off': { ownerCampaign: 'off' },
};

const StoryContext = createContext<ReactNode>(null);

/** The story, read from the decorator's latest render: new args reach it without a new router. */
function StorySlot() {
  return useContext(StoryContext);
}

/**
 * The providers the app has around every page. The client and the router are made once per story:
 * made on every render, a render of the decorator mid-play (a story's interactions) gave the story
 * a new tree and lost its state (a dialog's field error vanished under its test, once in a full run).
 */
function AppProviders({ Story, initialEntries }: { Story: ComponentType; initialEntries: string[] }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <ToastProvider>
              <StorySlot />
            </ToastProvider>
          ),
        },
      ],
      { initialEntries },
    ),
  );
  return (
    <MessagesProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <StoryContext.Provider value={<Story />}>
          <RouterProvider router={router} />
        </StoryContext.Provider>
      </QueryClientProvider>
    </MessagesProvider>
  );
}

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
    flags: {
      description: 'Feature flags from the flag service',
      toolbar: {
        title: 'Flags',
        icon: 'flag',
        items: [
          { value: 'defaults', title: 'Defaults (the service unreachable)' },
          { value: 'renter-access-off', title: 'renterAccess off' },
          { value: 'renter-campaign-new', title: 'Renter campaign: new arm' },
          { value: 'owner-campaign-off', title: 'Owner campaign: off' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', flags: 'defaults' },
  parameters: {
    layout: 'padded',
    a11y: {
      test: 'error',
      // The story tests read the violations only; for every other result axe builds a selector of
      // each node it saw, most of a check's time. Storybook's own panel keeps the full results.
      ...(import.meta.env.VITEST ? { options: { resultTypes: ['violations'] } } : {}),
    },
  },
  loaders: [
    async ({ globals, parameters }) => {
      // Flags: the toolbar's preset, then a story's own (`parameters.flags`).
      resetFlagValues();
      setFlagValues({ ...FLAG_PRESETS[(globals.flags as string | undefined) ?? 'defaults'], ...(parameters.flags as Partial<FlagValues> | undefined) });
      const locale = (globals.locale as CatalogLocale | undefined) ?? 'en';
      await activateLocale(locale);
      await loadCatalogs(locale);
      return {};
    },
  ],
  decorators: [
    (Story, { parameters }) => <AppProviders Story={Story} initialEntries={(parameters.route as string[] | undefined) ?? ['/']} />,
  ],
});
