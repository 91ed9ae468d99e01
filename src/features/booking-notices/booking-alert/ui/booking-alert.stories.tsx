import preview from '#.storybook/preview';
import { expect, screen, within } from 'storybook/test';
import { FIXTURE_NOW } from '@/shared/test';
import { BookingAlert } from './booking-alert';
import { alertBookings } from './booking-alert.fixtures';

const meta = preview.meta({
  title: 'Features/BookingNotices/BookingAlert',
  component: BookingAlert,
  args: { booking: alertBookings.answerRequest, party: 'owner' as const, now: FIXTURE_NOW },
  beforeEach: () => localStorage.clear(),
});

/** The owner's answer is due within 24 hours. */
export const AnswerRequest = meta.story({
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Answer this request soon' });
    await expect(dialog).toHaveTextContent(/Accept or decline by .+\. After that the request expires/);
    await expect(within(dialog).getByRole('button', { name: 'Got it' })).toBeInTheDocument();
  },
});

/** The renter's payment is due within the 48 hours after acceptance. */
export const PayBooking = meta.story({
  args: { booking: alertBookings.payBooking, party: 'renter' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Pay to confirm your booking' });
    await expect(dialog).toHaveTextContent(/Pay by .+\. After that the booking expires/);
  },
});

/** Check-in is near and the renter's ID is not verified. */
export const VerifyId = meta.story({
  args: { booking: alertBookings.verifyId, party: 'renter' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Verify your ID before check-in' });
    await expect(dialog).toHaveTextContent(/the review can take 2 working days/);
    await expect(within(dialog).getByRole('link', { name: 'Verify my ID' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Not now' })).toBeInTheDocument();
  },
});
