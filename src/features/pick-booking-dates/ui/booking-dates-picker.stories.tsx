import preview from '#.storybook/preview';
import { useState } from 'react';
import { expect } from 'storybook/test';
import type { BookingDatesValue } from '../model/validate-booking-range';
import { BookingDatesPicker } from './booking-dates-picker';

const now = new Date('2027-01-08T10:00:00Z');
const vehicle = { leadTime: 2, minBookingLengthHigh: 7, minBookingLengthLow: 3, checkinWeekdays: [], checkoutWeekdays: [] };
const unavailable = {
  unavailableDates: ['2027-01-20', '2027-01-21', '2027-01-22'],
  checkinUnavailableDates: [],
  checkoutUnavailableDates: [],
  firstAvailableDate: '2027-01-10',
};

function Picker({ initial }: { initial: BookingDatesValue }) {
  const [value, setValue] = useState(initial);
  return <BookingDatesPicker vehicle={vehicle} unavailable={unavailable} value={value} onChange={setValue} now={now} months={1} />;
}

const meta = preview.meta({ title: 'Features/BookingDatesPicker', component: Picker, args: { initial: { fromDate: null, toDate: null } } });

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /21 January 2027/ }, { timeout: 10_000 })).toBeDisabled();
  },
});

export const ValidRange = meta.story({
  args: { initial: { fromDate: '2027-01-12', toDate: '2027-01-16' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('check-in-date')).toHaveTextContent('12/01/2027');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

export const TooShort = meta.story({
  args: { initial: { fromDate: '2027-01-12', toDate: '2027-01-13' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This vehicle is rented for at least 3 nights from this date.');
  },
});

export const OverBlockedDates = meta.story({
  args: { initial: { fromDate: '2027-01-17', toDate: '2027-01-24' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The vehicle is not available on some of these dates.');
  },
});
