import preview from '#.storybook/preview';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import type { RentedPeriod, UnavailablePeriod } from '@/entities/vehicle';
import type { CalendarSearch } from '../model/calendar-search';
import { VehicleCalendar } from './vehicle-calendar';

const TODAY = '2026-11-30';
const RENTED: RentedPeriod[] = [
  { bookingId: 3001, fromDate: '2026-12-12', toDate: '2026-12-16', ecommerceStatus: 'confirmed', renterFirstName: 'Maja' },
  { bookingId: 3002, fromDate: '2026-12-20', toDate: '2026-12-23', ecommerceStatus: 'pending_confirmation', renterFirstName: 'Leo' },
];
const BLOCKED: UnavailablePeriod = { id: 72, assetId: 41, fromDate: '2026-12-03', toDate: '2026-12-06', reason: 'own_use', note: 'Family trip' };
const RULES = { leadTimeDays: 2, checkinWeekdays: [5, 6], checkoutWeekdays: [] };

const handlers = (unavailable: UnavailablePeriod[]) => [
  http.get('*/api/assets/41/rented-periods', () => HttpResponse.json({ data: RENTED })),
  http.get('*/api/assets/41/unavailable-periods', () => HttpResponse.json({ data: unavailable })),
  http.get('*/api/bookings', () => HttpResponse.json({ data: [{ id: 3002, responseDueAt: '2026-11-29T11:00:00Z' }], meta: { currentPage: 1, lastPage: 1, perPage: 100, total: 1 } })),
];

function Calendar({ initial }: { initial: CalendarSearch }) {
  const [search, setSearch] = useState(initial);
  return <VehicleCalendar vehicleId={41} rules={RULES} search={search} onSearchChange={setSearch} today={TODAY} />;
}

const meta = preview.meta({
  title: 'Pages/OwnerCalendar/VehicleCalendar',
  render: (args: { initial: CalendarSearch }) => <Calendar initial={args.initial} />,
  args: { initial: { month: '2026-12-01', fromDate: null, toDate: null } },
  // The open period form is kept in the tab: each story starts without one.
  beforeEach: () => sessionStorage.clear(),
});

const day = (date: string) => {
  const cell = document.querySelector(`[data-day="${date}"] button`);
  if (!(cell instanceof HTMLElement)) throw new Error(`No day ${date}`);
  return cell;
};

export const DaysAndLegend = meta.story({
  beforeEach({ msw }) {
    msw.use(...handlers([BLOCKED]));
  },
  play: async () => {
    await expect(await screen.findByRole('list', { name: 'Legend' })).toHaveTextContent('Booking request');
    await waitFor(() => expect(day('2026-12-12')).toHaveAccessibleName(/Confirmed booking/));
    await expect(day('2026-12-20')).toHaveAccessibleName(/Booking request, answer by/);
    await expect(day('2026-12-04')).toHaveAccessibleName(/Unavailable/);
    await expect(day('2026-12-01')).toHaveAccessibleName(/within the lead time/);
    await expect(day('2026-12-07')).toHaveAccessibleName(/no check-in/);
    await expect(screen.getByRole('region', { name: 'Selected days' })).toHaveTextContent('Select the first and the last day');
  },
});

export const FreeDaysSelected = meta.story({
  args: { initial: { month: '2026-12-01', fromDate: '2026-12-08', toDate: '2026-12-10' } },
  beforeEach({ msw }) {
    msw.use(...handlers([]));
  },
  play: async ({ userEvent }) => {
    const panel = await screen.findByRole('region', { name: 'Selected days' });
    await userEvent.click(await screen.findByRole('button', { name: 'Block these days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an unavailable period' });
    await expect(dialog.querySelector('input[type="date"]')).toHaveValue('2026-12-08');
    await expect(panel).not.toHaveTextContent('Unblock these days');
  },
});

export const BookingSelected = meta.story({
  args: { initial: { month: '2026-12-01', fromDate: '2026-12-10', toDate: '2026-12-21' } },
  beforeEach({ msw }) {
    msw.use(...handlers([]));
  },
  play: async () => {
    const panel = await screen.findByRole('region', { name: 'Selected days' });
    await expect(await screen.findByRole('link', { name: 'Open booking 3001' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Open booking 3002' })).toBeVisible();
    await expect(panel).toHaveTextContent('Booked days cannot be blocked.');
    await expect(screen.queryByRole('button', { name: 'Block these days' })).toBeNull();
  },
});

export const UnblockFailed = meta.story({
  args: { initial: { month: '2026-12-01', fromDate: '2026-12-04', toDate: '2026-12-05' } },
  beforeEach({ msw }) {
    msw.use(
      ...handlers([BLOCKED]),
      http.put('*/api/unavailable-periods/72', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 })),
    );
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock these days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unblock these days?' });
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock' }));
    await expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('The days could not be unblocked.');
    await expect(dialog).toHaveTextContent('Error code: server_error');
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

export const LoadFailed = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/assets/41/rented-periods', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 })));
  },
  play: async () => {
    await expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('The calendar could not be loaded.');
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});
