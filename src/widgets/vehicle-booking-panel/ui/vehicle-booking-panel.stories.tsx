import preview from '#.storybook/preview';
import { handlers, sandbox } from '@openapi/sandbox/browser';
import { useQuery } from '@tanstack/react-query';
import { expect, waitFor } from 'storybook/test';
import { vehicleDetailQueries } from '@/entities/vehicle';
import { VehicleBookingPanel } from './vehicle-booking-panel';

// A free vehicle of the shared sandbox, without weekday limits.
const row = sandbox.store.assets.where(
  (a) =>
    a.isActive &&
    a.checkinWeekdays.length === 0 &&
    a.checkoutWeekdays.length === 0 &&
    a.minBookingLengthLow <= 5 &&
    sandbox.store.bookings.by('assetId', a.id).length === 0 &&
    sandbox.store.unavailablePeriods.by('assetId', a.id).length === 0,
)[0];
const year = new Date().getUTCFullYear() + 1;

function Panel({ owner = false, dates = false }: { owner?: boolean; dates?: boolean }) {
  const vehicle = useQuery(vehicleDetailQueries.detail(row?.id ?? 0, null));
  if (!vehicle.data) return <p>Loading…</p>;
  return (
    <div style={{ maxWidth: '24rem' }}>
      <VehicleBookingPanel
        vehicle={vehicle.data}
        viewerId={owner ? vehicle.data.ownerId : null}
        initialRange={dates ? { fromDate: `${year}-10-05`, toDate: `${year}-10-13` } : undefined}
      />
    </div>
  );
}

const meta = preview.meta({ title: 'Widgets/VehicleBookingPanel', component: Panel, parameters: { msw: { handlers } } });

export const WithoutDates = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Request to book|Book now/ }, { timeout: 15_000 })).toBeDisabled();
  },
});

export const PriceForDates = meta.story({
  args: { dates: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Price for your dates' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('Total for 8 nights')).toBeVisible();
  },
});

export const OwnerNotice = meta.story({
  args: { owner: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This is your vehicle. Owners cannot send booking requests.', {}, { timeout: 15_000 })).toBeVisible();
  },
});

/** On a phone: the bar along the bottom, stepped aside while the panel itself is on screen (issue #23 point 5). */
export const BarOnAPhone = meta.story({
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('region', { name: 'Price and booking', hidden: true }, { timeout: 15_000 });
    await expect(bar).toHaveTextContent(/per night/);
    await expect(canvas.getByRole('button', { name: 'Choose dates', hidden: true })).toBeInTheDocument();
    // The panel is on screen here: the observer tells the bar to step aside.
    await waitFor(() => expect(bar).toHaveAttribute('data-hidden', 'true'));
  },
});

export const BarWithDatesOnAPhone = meta.story({
  args: { dates: true },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('region', { name: 'Price and booking', hidden: true }, { timeout: 15_000 });
    // Once the dates are priced, the bar shows the total for them instead of the price per night.
    await expect(await canvas.findByRole('table', { name: 'Price for your dates' }, { timeout: 15_000 })).toBeVisible();
    await waitFor(() => expect(bar).toHaveTextContent(/8 nights ·/));
    await expect(bar).not.toHaveTextContent(/per night/);
  },
});
