import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import type { BookingDatesUnavailable, BookingDatesValue } from '../model/validate-booking-range';
import { BookingDatesPicker } from './booking-dates-picker';

// Friday 2027-01-08; the picker opens on the earliest start (lead time 2 days: 10 January).
const now = new Date('2027-01-08T10:00:00Z');
const vehicle = { leadTime: 2, minBookingLengthHigh: 7, minBookingLengthLow: 3, checkinWeekdays: [], checkoutWeekdays: [] };
const unavailable: BookingDatesUnavailable = {
  unavailableDates: ['2027-01-20', '2027-01-21', '2027-01-22'],
  checkinUnavailableDates: [],
  checkoutUnavailableDates: [],
  firstAvailableDate: '2027-01-10',
};

function Harness({ initial = { fromDate: null, toDate: null } }: { initial?: BookingDatesValue }) {
  const [value, setValue] = useState<BookingDatesValue>(initial);
  return <BookingDatesPicker vehicle={vehicle} unavailable={unavailable} value={value} onChange={setValue} now={now} months={1} />;
}

const day = (name: RegExp) => screen.findByRole('button', { name }, { timeout: 40_000 });

// The calendar is a lazy chunk with a large date library: compile it before the tests' clocks run.
beforeAll(async () => {
  await import('./range-calendar');
}, 120_000);

describe('BookingDatesPicker', { timeout: 90_000 }, () => {
  it('picks a range by clicking two days and shows them as check-in and check-out', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(await day(/12 January 2027/));
    await user.click(await day(/16 January 2027/));
    expect(screen.getByTestId('check-in-date')).toHaveTextContent('12/01/2027');
    expect(screen.getByTestId('check-out-date')).toHaveTextContent('16/01/2027');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a range under the minimum nights', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(await day(/12 January 2027/));
    await user.click(await day(/13 January 2027/));
    expect(screen.getByRole('alert')).toHaveTextContent('This vehicle is rented for at least 3 nights from this date.');
  });

  it('explains a range over blocked dates, and disables days inside a blocked period and before the lead time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(await day(/21 January 2027/)).toBeDisabled();
    expect(await day(/(^|\D)9 January 2027/)).toBeDisabled();
    // The first blocked date stays open as a check-out day.
    expect(await day(/20 January 2027/)).toBeEnabled();
    await user.click(await day(/17 January 2027/));
    await user.click(await day(/24 January 2027/));
    expect(screen.getByRole('alert')).toHaveTextContent('The vehicle is not available on some of these dates.');
  });
});
