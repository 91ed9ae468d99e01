import { handlers } from '@openapi/sandbox/browser';
import preview from '#.storybook/preview';
import { expect, within } from 'storybook/test';
import { RouteAvailabilityProvider, type RouteName } from '@/shared/routing';
import { HomePage } from './home-page';

const WITH_SEARCH: ReadonlySet<RouteName> = new Set(['search-motorhome', 'search-campervan', 'search-caravan', 'all', 'rent-out']);

const meta = preview.meta({
  title: 'Pages/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
  // The sandbox answers the counters and the popular vehicles.
  beforeEach({ msw }) {
    msw.use(...handlers);
  },
});

/** Before the search page is registered: the hero links to all vehicles instead of the search box. */
export const Default = meta.story({});

export const WithSearch = meta.story({
  render: () => (
    <RouteAvailabilityProvider routes={WITH_SEARCH}>
      <HomePage />
    </RouteAvailabilityProvider>
  ),
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Search for a camper' }, { timeout: 10_000 });
    await expect(within(form).getByRole('combobox', { name: 'Vehicle type' })).toHaveValue('motorhome');
    const counters = canvas.getByRole('region', { name: 'The platform in numbers' });
    await expect(await within(counters).findByText(/out of 5$/, undefined, { timeout: 10_000 })).toBeVisible();
    const popular = await canvas.findByRole('list', { name: 'Popular vehicles' }, { timeout: 10_000 });
    await expect(within(popular).getAllByRole('listitem')).toHaveLength(3);
  },
});
