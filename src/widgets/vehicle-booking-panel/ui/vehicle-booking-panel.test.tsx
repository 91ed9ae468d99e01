import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VehicleDetail } from '@/entities/vehicle';
import { renderWithProviders } from '@/shared/test';
import { setupSandboxServer } from '@/shared/test-server';
import { VehicleBookingPanel } from './vehicle-booking-panel';

const { server, sandbox, apiBaseUrl } = setupSandboxServer();

// A published vehicle with no bookings or blocked periods and no weekday limits, so the range below is free.
const row = sandbox.store.assets.where(
  (a) =>
    a.isActive &&
    a.checkinWeekdays.length === 0 &&
    a.checkoutWeekdays.length === 0 &&
    a.minBookingLengthLow <= 5 &&
    a.highWeeklyPriceWithoutCleaning > 0 &&
    a.lowWeeklyPriceWithoutCleaning > 0 &&
    sandbox.store.bookings.by('assetId', a.id).length === 0 &&
    sandbox.store.unavailablePeriods.by('assetId', a.id).length === 0,
)[0];
if (!row) throw new Error('The sandbox has no free vehicle without weekday limits');
const vehicleId = row.id;

let loaded: VehicleDetail | undefined;
async function loadVehicle(): Promise<VehicleDetail> {
  if (!loaded) {
    const response = await fetch(`${apiBaseUrl}/assets/${vehicleId}`);
    loaded = ((await response.json()) as { data: VehicleDetail }).data;
  }
  return loaded;
}
// The sandbox's first answer waits for its seeding.
// and the lazily loaded calendar compiles its date library on first use: both before the tests' clocks run.
beforeAll(async () => {
  await Promise.all([loadVehicle(), import('react-day-picker'), import('react-day-picker/locale/en-GB')]);
}, 120_000);

// Next October: low season, far enough ahead for any lead time.
const year = new Date().getUTCFullYear() + 1;
const range = { fromDate: `${year}-10-05`, toDate: `${year}-10-13` };

const panel = () => within(screen.getByRole('complementary', { name: 'Book this vehicle' }));
const bar = () => within(screen.getByRole('region', { name: 'Price and booking' }));

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

// The sandbox seeds and the calendar chunk compiles on first use: slower than the default 5 s.
describe('VehicleBookingPanel', { timeout: 90_000 }, () => {
  it('shows the price for the chosen dates with its lines, and starts the booking request with the dates', async () => {
    const vehicle = await loadVehicle();
    renderWithProviders(
      <>
        <VehicleBookingPanel vehicle={vehicle} viewerId={null} initialRange={range} />
        <Location />
      </>,
    );
    const table = await screen.findByRole('table', { name: 'Price for your dates' }, { timeout: 40_000 });
    const rows = within(table).getAllByRole('row');
    const minor = (row: HTMLElement) => Math.round(Number((within(row).getByRole('cell').textContent ?? '').replace(/[^\d.-]/g, '')) * 100);
    const total = rows.at(-1);
    if (!total) throw new Error('no total row');
    expect(within(total).getByRole('rowheader')).toHaveTextContent('Total for 8 nights');
    // Issue #13: every part listed (the service fee as its own line), adding up to the total.
    expect(within(table).getByRole('rowheader', { name: 'Nights, low season × 7' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Service fee' })).toBeInTheDocument();
    expect(rows.slice(0, -1).reduce((sum, row) => sum + minor(row), 0)).toBe(minor(total));

    const button = panel().getByRole('button', { name: vehicle.bookingMethod === 'instant' ? 'Book now' : 'Request to book' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(`/vehicles/${vehicle.id}/book?from=${range.fromDate}&to=${range.toDate}`);
  });

  it('explains a range that is too short and keeps the booking button disabled', async () => {
    const vehicle = await loadVehicle();
    const minimum = Math.max(2, vehicle.minBookingLengthLow ?? 1);
    renderWithProviders(
      <VehicleBookingPanel vehicle={{ ...vehicle, minBookingLengthLow: minimum }} viewerId={null} initialRange={{ fromDate: range.fromDate, toDate: `${year}-10-06` }} />,
    );
    expect(await screen.findByText(`This vehicle is rented for at least ${minimum} nights from this date.`)).toBeInTheDocument();
    expect(panel().getByRole('button', { name: /Request to book|Book now/ })).toBeDisabled();
    expect(bar().getByRole('button', { name: 'Choose dates' })).toBeEnabled();
  });

  it('says when the dates were taken meanwhile, and refreshes and retries', async () => {
    const vehicle = await loadVehicle();
    server.use(
      http.get('*/api/assets/:id', ({ request }) =>
        new URL(request.url).searchParams.has('fromDate')
          ? HttpResponse.json({ status: 409, slug: 'dates_unavailable', message: 'Taken' }, { status: 409 })
          : undefined,
      ),
    );
    renderWithProviders(<VehicleBookingPanel vehicle={vehicle} viewerId={null} initialRange={range} />);
    expect(await screen.findByText('These dates are not available any more. Refresh and try again.', {}, { timeout: 40_000 })).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh and retry' }));
    expect(await screen.findByRole('table', { name: 'Price for your dates' }, { timeout: 40_000 })).toBeInTheDocument();
  });

  // Issue #23 point 5: on a phone the panel is screens below the photos; the bar follows the renter.
  it('has a bar with the price per night and "Choose dates", which takes the renter to the dates', async () => {
    const vehicle = await loadVehicle();
    const scrolled: Element[] = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderWithProviders(<VehicleBookingPanel vehicle={vehicle} viewerId={null} />);
      // The card's figure (#23 point 7): everything for the stay per night.
      expect(bar().getByText(/^\S+ [\d,.]+ per night$/)).toBeInTheDocument();
      await userEvent.click(bar().getByRole('button', { name: 'Choose dates' }));
      const dates = screen.getByRole('group', { name: 'Travel dates' });
      expect(scrolled.at(-1)).toContainElement(dates);
      expect(document.activeElement).toContainElement(dates);
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView;
    }
  });

  it('turns the bar into the booking button with the total once the dates are priced', async () => {
    const vehicle = await loadVehicle();
    renderWithProviders(
      <>
        <VehicleBookingPanel vehicle={vehicle} viewerId={null} initialRange={range} />
        <Location />
      </>,
    );
    const table = await screen.findByRole('table', { name: 'Price for your dates' }, { timeout: 40_000 });
    const total = within(table).getAllByRole('row').at(-1)?.querySelector('td');
    const book = bar().getByRole('button', { name: vehicle.bookingMethod === 'instant' ? 'Book now' : 'Request to book' });
    await waitFor(() => expect(book).toBeEnabled());
    const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
    expect(spaced(screen.getByRole('region', { name: 'Price and booking' }).textContent)).toContain(spaced(total?.textContent));
    expect(bar().getByText(/^8 nights · /)).toBeInTheDocument();
    await userEvent.click(book);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(`/vehicles/${vehicle.id}/book?from=${range.fromDate}&to=${range.toDate}`);
  });

  it('shows the owner a notice instead of the booking button', async () => {
    const vehicle = await loadVehicle();
    renderWithProviders(<VehicleBookingPanel vehicle={vehicle} viewerId={vehicle.ownerId} />);
    expect(screen.getByText('This is your vehicle. Owners cannot send booking requests.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Request to book|Book now/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Price and booking' })).not.toBeInTheDocument();
  });
});
