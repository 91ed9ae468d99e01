import { sessionMachine, type Restored } from '@machines/session';
import { signedInAs } from '@/shared/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SessionProvider } from '@/entities/session';
import { RouteAvailabilityProvider, type RouteName } from '@/shared/routing';
import { renderWithProviders } from '@/shared/test';
import { FavoritesPage } from './favorites-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

async function renderPage(routes: RouteName[] = []) {
  const actor = createActor(sessionMachine.provide({ actors: { restore: fromPromise<Restored | null>(async () => ({ session: signedInAs('renter') })) } }));
  actor.start();
  await waitFor(() => expect(actor.getSnapshot().matches('authenticated')).toBe(true));
  renderWithProviders(
    <RouteAvailabilityProvider routes={new Set(routes)}>
      <SessionProvider actor={actor}>
        <FavoritesPage />
      </SessionProvider>
    </RouteAvailabilityProvider>,
  );
}

describe('FavoritesPage', () => {
  it('says there are no favourites yet and links to the search when it exists', async () => {
    server.use(http.get('*/api/me/favorite-assets', () => HttpResponse.json({ data: [] })));
    await renderPage(['search-motorhome']);
    expect(await screen.findByText(/You have no favourites yet/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a vehicle' })).toHaveAttribute('href', '/rent-motorhome');
  });

  it('leaves the search link out while the search page is not there', async () => {
    server.use(http.get('*/api/me/favorite-assets', () => HttpResponse.json({ data: [] })));
    await renderPage();
    expect(await screen.findByText(/You have no favourites yet/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Find a vehicle' })).not.toBeInTheDocument();
  });

  it('reports a failed load and tries again on request', async () => {
    let fail = true;
    server.use(
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
