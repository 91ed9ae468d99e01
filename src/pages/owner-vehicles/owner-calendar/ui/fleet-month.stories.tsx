import preview from '#.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, screen, within } from 'storybook/test';
import type { RentedPeriod, UnavailablePeriod } from '@/entities/vehicle';
import type { CalendarVehicle } from '../model/calendar-vehicle';
import { FleetMonth } from './fleet-month';

const TODAY = '2026-11-28';
const RULES = { leadTimeDays: 0, checkinWeekdays: [], checkoutWeekdays: [] };
const VEHICLES: CalendarVehicle[] = [
  { id: 41, name: 'Hymer B-Klasse', rules: RULES },
  { id: 42, name: 'Knaus Sky Wave', rules: { ...RULES, checkinWeekdays: [6] } },
];
const RENTED: RentedPeriod[] = [{ bookingId: 3001, fromDate: '2026-12-12', toDate: '2026-12-16', ecommerceStatus: 'confirmed', renterFirstName: 'Maja' }];
const BLOCKED: UnavailablePeriod[] = [{ id: 72, assetId: 42, fromDate: '2026-12-03', toDate: '2026-12-06', reason: 'winter_storage', note: null }];

const meta = preview.meta({
  title: 'Pages/OwnerCalendar/FleetMonth',
  render: () => <FleetMonth vehicles={VEHICLES} search={{ month: '2026-12-01', fromDate: null, toDate: null }} onSearchChange={() => undefined} today={TODAY} />,
});

export const AllVehicles = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/assets/41/rented-periods', () => HttpResponse.json({ data: RENTED })),
      http.get('*/api/assets/41/unavailable-periods', () => HttpResponse.json({ data: [] })),
      http.get('*/api/assets/42/rented-periods', () => HttpResponse.json({ data: [] })),
      http.get('*/api/assets/42/unavailable-periods', () => HttpResponse.json({ data: BLOCKED })),
    );
  },
  play: async () => {
    const hymer = (await screen.findByRole('rowheader', { name: 'Hymer B-Klasse' })).closest('tr');
    const knaus = screen.getByRole('rowheader', { name: 'Knaus Sky Wave' }).closest('tr');
    if (!hymer || !knaus) throw new Error('No rows');
    await expect(await within(hymer).findAllByText('Confirmed booking')).toHaveLength(4);
    await expect(await within(knaus).findAllByText(/^Unavailable/)).toHaveLength(4);
    await expect(within(knaus).getAllByText(/no check-in/).length).toBeGreaterThan(20);
    await expect(screen.getByRole('link', { name: 'Hymer B-Klasse' })).toHaveAttribute('href', expect.stringMatching(/\/edit-vehicles\/calendar\/41\?month=2026-12$/));
  },
});

export const OneVehicleFailed = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/assets/41/rented-periods', () => HttpResponse.json({ data: [] })),
      http.get('*/api/assets/41/unavailable-periods', () => HttpResponse.json({ data: [] })),
      http.get('*/api/assets/42/rented-periods', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 })),
    );
  },
  play: async () => {
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('The calendar could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(screen.getByRole('rowheader', { name: 'Hymer B-Klasse' }).closest('tr')).toHaveTextContent('Free');
  },
});
