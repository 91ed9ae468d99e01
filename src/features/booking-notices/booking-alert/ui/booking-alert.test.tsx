import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingOf, FIXTURE_NOW, renderWithProviders } from '@/shared/test';
import { BookingAlert } from './booking-alert';
import { alertBookings } from './booking-alert.fixtures';

afterEach(() => localStorage.clear());

describe('BookingAlert (001 §2, §9)', () => {
  it('tells the owner to answer by the deadline, once per booking', async () => {
    const first = renderWithProviders(<BookingAlert booking={alertBookings.answerRequest} party="owner" now={FIXTURE_NOW} />);
    const dialog = await screen.findByRole('dialog', { name: 'Answer this request soon' });
    expect(dialog).toHaveTextContent(/Accept or decline by .+\. After that the request expires/);
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    renderWithProviders(<BookingAlert booking={alertBookings.answerRequest} party="owner" now={FIXTURE_NOW} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('campershare:booking-alert:7101:answerRequest')).toBe('1');
  });

  it('tells the renter to pay within the 48 hours after acceptance', async () => {
    renderWithProviders(<BookingAlert booking={alertBookings.payBooking} party="renter" now={FIXTURE_NOW} />);
    expect(await screen.findByRole('dialog', { name: 'Pay to confirm your booking' })).toHaveTextContent(/Pay by .+\. After that the booking expires/);
  });

  it('leads an unverified renter to the ID verification, returning to the booking', async () => {
    renderWithProviders(<BookingAlert booking={alertBookings.verifyId} party="renter" now={FIXTURE_NOW} />, { route: '/booking/7103' });
    await screen.findByRole('dialog', { name: 'Verify your ID before check-in' });
    expect(screen.getByRole('link', { name: 'Verify my ID' })).toHaveAttribute('href', expect.stringMatching(/verify-id\?return=%2Fbooking%2F7103$/));
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(localStorage.getItem('campershare:booking-alert:7103:verifyId')).toBe('1');
  });

  it('shows nothing to the other party or without a deadline near', () => {
    renderWithProviders(<BookingAlert booking={alertBookings.answerRequest} party="renter" now={FIXTURE_NOW} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Requested an hour ago: 23 of the 24 hours are left.
    renderWithProviders(<BookingAlert booking={bookingOf({ id: 7104 })} party="owner" now={FIXTURE_NOW} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
