import preview from '#.storybook/preview';
import { expect, screen } from 'storybook/test';
import { bookingOf, vehicleOf } from '@/shared/test';
import { AddTripToCalendar } from './add-trip-to-calendar';

// A confirmed trip in Norway: picked up at 15:00 on 1 July, back at 11:00 on 8 July (Oslo time).
const booking = bookingOf({
  ecommerceStatus: 'confirmed',
  fromDate: '2026-07-01',
  toDate: '2026-07-08',
  timeCheckin: '15:00',
  timeCheckout: '11:00',
  asset: vehicleOf({ model: 'B 550', country: 'NO', address: 'Strandveien 12', zipCode: '0252', city: 'Oslo' }),
});

const meta = preview.meta({ title: 'Features/Calendars/AddTripToCalendar', component: AddTripToCalendar });

export const WithHandoverTimes = meta.story({
  args: { booking },
  play: async () => {
    await expect(await screen.findByText(/^Check-in 1 Jul 2026, 15:00, check-out 8 Jul 2026, 11:00\.$/)).toBeInTheDocument();
    await expect(screen.getByText(/\(Europe\/Oslo\)\.$/)).toBeInTheDocument();
    const google = new URL(screen.getByRole('link', { name: 'Google Calendar' }).getAttribute('href') ?? '');
    await expect(google.searchParams.get('dates')).toBe('20260701T130000Z/20260708T090000Z');
    await expect(screen.getByRole('button', { name: 'Download calendar file (.ics)' })).toBeEnabled();
  },
});

export const WholeDays = meta.story({
  args: { booking: { ...booking, timeCheckin: null } },
  play: async () => {
    await expect(await screen.findByText('From 1 Jul 2026 to 8 Jul 2026, whole days.')).toBeInTheDocument();
  },
});
