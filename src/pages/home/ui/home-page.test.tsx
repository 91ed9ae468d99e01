import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '@/shared/routing';
import { RouteAvailabilityProvider } from '@/shared/routing';
import { renderWithProviders } from '@/shared/test';
import { setupSandboxServer } from '@/shared/test-server';
import { mockMatchMedia } from '@/shared/ui/utils/test-polyfills';
import { HomePage } from './home-page';

const { apiBaseUrl } = setupSandboxServer();
beforeAll(() => mockMatchMedia());
// The lazy parts' modules, loaded once up front: a cold test worker takes seconds to transform them.
beforeAll(async () => {
  await Promise.all([import('./home-search-box'), import('./platform-counters'), import('./popular-vehicles')]);
}, 60_000);

const renderHome = (routes: RouteName[]) =>
  renderWithProviders(
    <RouteAvailabilityProvider routes={new Set(routes)}>
      <HomePage />
    </RouteAvailabilityProvider>,
  );

describe('HomePage', () => {
  it('shows the search box when the search page is registered', async () => {
    renderHome(['search-motorhome', 'search-campervan', 'search-caravan', 'all']);
    const form = await screen.findByRole('form', { name: 'Search for a camper' }, { timeout: 10_000 });
    expect(within(form).getByRole('combobox', { name: 'Vehicle type' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Find a camper' })).not.toBeInTheDocument();
  }, 20_000);

  it('leaves the search box out while the search page is not registered', async () => {
    renderHome(['all']);
    expect(screen.getByRole('link', { name: 'Find a camper' })).toBeInTheDocument();
    // The lazy parts below have rendered by now; the search box is not among them.
    await screen.findByRole('list', { name: 'Popular vehicles' }, { timeout: 10_000 });
    expect(screen.queryByRole('form', { name: 'Search for a camper' })).not.toBeInTheDocument();
  }, 20_000);

  it('shows 3 popular vehicles and the counters formatted for English (en-GB)', async () => {
    const count = (await (await fetch(`${apiBaseUrl}/assets/count`)).json()) as { rounded_count: number };
    const stats = ((await (await fetch(`${apiBaseUrl}/user-reviews/stats`)).json()) as { data: { averageScore: number; reviewCountRounded: number } }).data;
    renderHome([]);

    const popular = await screen.findByRole('list', { name: 'Popular vehicles' }, { timeout: 10_000 });
    expect(within(popular).getAllByRole('listitem')).toHaveLength(3);

    const counters = screen.getByRole('region', { name: 'The platform in numbers' });
    const en = new Intl.NumberFormat('en-GB');
    expect(await within(counters).findByText(`${en.format(count.rounded_count)}+`, undefined, { timeout: 5_000 })).toBeInTheDocument();
    const average = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(stats.averageScore);
    expect(await within(counters).findByText(`${average} out of 5`, undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(counters).getByText(`from ${en.format(stats.reviewCountRounded)}+ reviews`)).toBeInTheDocument();
  }, 20_000);
});
