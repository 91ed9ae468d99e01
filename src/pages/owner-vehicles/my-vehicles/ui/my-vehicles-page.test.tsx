import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/entities/session/testing';
import { RouteAvailabilityProvider, type RouteName } from '@/shared/routing';
import { userOf, vehicleOf } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { MyVehiclesPage } from './my-vehicles-page';

const api = setupApiServer();
const COMPLETE = vehicleOf().infoStatuses;

const draft = vehicleOf({
  id: 7,
  status: 'draft',
  isActive: false,
  activationCount: 0,
  images: [],
  model: 'Coral XL',
  infoStatuses: { ...COMPLETE, images: false, pricing: false, description: false, activation: false },
});
const published = vehicleOf({ id: 8, model: 'Sun Living' });

/** `/me/assets` with the vehicles still there; counts the list's fetches. */
function serve(initial: ReturnType<typeof vehicleOf>[]) {
  let vehicles = initial;
  const fetches = { list: 0 };
  api.use(
    http.get('*/api/me/assets', () => {
      fetches.list += 1;
      return HttpResponse.json({ data: vehicles, meta: { current_page: 1, last_page: 1, total: vehicles.length } });
    }),
  );
  return { fetches, remove: (id: number) => (vehicles = vehicles.filter((v) => v.id !== id)) };
}

async function renderPage(routes: RouteName[] = [], user = userOf('owner', { canManageMultipleAssets: true })) {
  await renderWithSession(
    <RouteAvailabilityProvider routes={new Set(routes)}>
      <MyVehiclesPage />
    </RouteAvailabilityProvider>,
    { as: user, route: '/edit-vehicles' },
  );
}

const rowOf = async (name: RegExp) => (await screen.findByRole('listitem', { name })) as HTMLElement;

describe('MyVehiclesPage (000 §2, §4)', () => {
  it('shows each vehicle with its state, completed sections and main photo', async () => {
    serve([draft, published]);
    await renderPage(['vehicle']);
    const first = await rowOf(/Coral XL/);
    expect(within(first).getByText('Draft')).toBeInTheDocument();
    expect(within(first).getByRole('progressbar', { name: 'Sections complete: 8 of 11' })).toBeInTheDocument();
    expect(within(first).getByText('No photo yet')).toBeInTheDocument();
    expect(within(first).queryByRole('link', { name: 'View listing' })).not.toBeInTheDocument();
    const second = await rowOf(/Sun Living/);
    expect(within(second).getByText('Published')).toBeInTheDocument();
    expect(within(second).getByRole('progressbar', { name: 'Sections complete: 11 of 11' })).toBeInTheDocument();
    expect(second.querySelector('img')).toHaveAttribute('src', published.images[0]?.sizes.card.url);
    expect(within(second).getByRole('link', { name: 'View listing' })).toHaveAttribute('href', '/vehicles/8');
  });

  it('offers to add a vehicle only with the editor built and more vehicles allowed', async () => {
    serve([published]);
    await renderPage(['publish-vehicle'], userOf('owner', { canManageMultipleAssets: false }));
    await rowOf(/Sun Living/);
    expect(screen.queryByRole('link', { name: 'Add a vehicle' })).not.toBeInTheDocument();
  });

  it('deletes a vehicle after the owner confirms, and fetches the list again', async () => {
    const store = serve([draft, published]);
    api.use(http.delete('*/api/assets/7', () => (store.remove(7), new HttpResponse(null, { status: 204 }))));
    await renderPage();
    await userEvent.click(within(await rowOf(/Coral XL/)).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: /Delete .*Coral XL\?/ });
    const before = store.fetches.list;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete vehicle' }));
    expect(await screen.findByText(/Coral XL has been deleted\./, {}, { timeout: 3000 })).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('listitem', { name: /Coral XL/ })).toBeNull();
    expect(store.fetches.list).toBeGreaterThan(before);
  });

  it('says a vehicle with open bookings cannot be deleted, with the code, and offers no retry', async () => {
    serve([published]);
    api.use(http.delete('*/api/assets/8', () => HttpResponse.json({ status: 409, slug: 'vehicle_has_open_bookings', message: 'Open bookings.' }, { status: 409 })));
    await renderPage();
    await userEvent.click(within(await rowOf(/Sun Living/)).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete vehicle' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This vehicle has open bookings, so it cannot be deleted.');
    expect(alert).toHaveTextContent('Error code: vehicle_has_open_bookings');
    expect(within(dialog).queryByRole('button', { name: /Delete vehicle|Try again/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await rowOf(/Sun Living/)).toBeInTheDocument();
  });

  it('offers a retry after any other failure, which can then succeed', async () => {
    let calls = 0;
    const store = serve([published]);
    api.use(
      http.delete('*/api/assets/8', () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 });
        store.remove(8);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderPage();
    await userEvent.click(within(await rowOf(/Sun Living/)).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete vehicle' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error code: server_error');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no vehicles yet.', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('says the list could not be loaded and loads it again on request', async () => {
    let calls = 0;
    api.use(
      http.get('*/api/me/assets', () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 });
        return HttpResponse.json({ data: [published], meta: { current_page: 1, last_page: 1, total: 1 } });
      }),
    );
    await renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Your vehicles could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await rowOf(/Sun Living/)).toBeInTheDocument();
  });
});
