import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import { RouteAvailabilityProvider, type RouteName } from '@/shared/routing';
import { setupApiServer } from '@/shared/test-server';
import { FavoritesPage } from './favorites-page';

const api = setupApiServer();
afterEach(() => vi.restoreAllMocks());

async function renderPage(routes: RouteName[] = []) {
  await renderWithSession(
    <RouteAvailabilityProvider routes={new Set(routes)}>
      <FavoritesPage />
    </RouteAvailabilityProvider>,
  );
}

describe('FavoritesPage', () => {
  it('says there are no favourites yet and links to the search when it exists', async () => {
    api.use(http.get('*/api/me/favorite-assets', () => HttpResponse.json({ data: [] })));
    await renderPage(['search-motorhome']);
    expect(await screen.findByText(/You have no favourites yet/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a vehicle' })).toHaveAttribute('href', '/rent-motorhome');
  });

  it('leaves the search link out while the search page is not there', async () => {
    api.use(http.get('*/api/me/favorite-assets', () => HttpResponse.json({ data: [] })));
    await renderPage();
    expect(await screen.findByText(/You have no favourites yet/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Find a vehicle' })).not.toBeInTheDocument();
  });

  it('reports a failed load and tries again on request', async () => {
    let fail = true;
    api.use(
      http.get('*/api/me/favorite-assets', () =>
        fail ? HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 }) : HttpResponse.json({ data: [] }),
      ),
    );
    await renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('Your favourites could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You have no favourites yet/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
