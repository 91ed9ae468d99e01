import type { Booking } from './booking';
import { ownerResponseDeadline, paymentDeadline } from './response-deadlines';
import { phaseOf } from './status-view';
import type { BookingRole } from './types';

const HOUR_MS = 3_600_000;

/**
 * How near a deadline must be for the alert: the last half of the window (001 §9: the owner's
 * 24 h, the renter's 48 h). The whole window would open the alert on every request and every
 * acceptance, which is then not an alert but a second copy of the status the panel shows.
 */
export const ANSWER_ALERT_HOURS = 12;
export const PAY_ALERT_HOURS = 24;

/** A renter not yet verified is told this long before check-in: the review takes up to 2 working days (001 §5), plus a weekend. */
export const VERIFY_ID_ALERT_DAYS = 7;

/** What a party must do soon on a booking: the owner answer a request, the renter pay or verify their ID. */
export type BookingAlertKind = 'answerRequest' | 'payBooking' | 'verifyId';

export interface BookingAlert {
  kind: BookingAlertKind;
  /** When it is too late: the request expires, the booking expires unpaid, or the trip starts. */
  deadline: Date;
}

type AlertFacts = Pick<Booking, 'ecommerceStatus' | 'isAccepted' | 'expiry' | 'requestedAt' | 'acceptedAt' | 'responseDeadlineExtensions' | 'fromDate'>;

const dueWithin = (deadline: Date, now: Date, hours: number): boolean => {
  const left = deadline.getTime() - now.getTime();
  return left > 0 && left <= hours * HOUR_MS;
};

/**
 * The one alert a booking's page opens with, if any (001 §9's deadlines): the owner's answer due
 * within 12 h, the renter's payment due within 24 h, or a renter's ID still
 * unverified within 7 days of check-in. A deadline already passed is the system's to act on, not an alert.
 */
export function bookingAlertOf(booking: AlertFacts, role: BookingRole, renterIdVerified: boolean | undefined, now: Date): BookingAlert | undefined {
  const phase = phaseOf(booking);
  if (role === 'owner' && phase === 'pendingConfirmation') {
    const deadline = ownerResponseDeadline(booking.requestedAt, booking.responseDeadlineExtensions);
    return dueWithin(deadline, now, ANSWER_ALERT_HOURS) ? { kind: 'answerRequest', deadline } : undefined;
  }
  if (role === 'renter' && phase === 'accepted' && booking.acceptedAt) {
    const deadline = paymentDeadline(booking.acceptedAt);
    return dueWithin(deadline, now, PAY_ALERT_HOURS) ? { kind: 'payBooking', deadline } : undefined;
  }
  if (role === 'renter' && phase === 'confirmed' && renterIdVerified === false) {
    // Check-in is on the start date; its hour is the owner's, so the day's first moment counts.
    const deadline = new Date(`${booking.fromDate}T00:00:00`);
    return dueWithin(deadline, now, VERIFY_ID_ALERT_DAYS * 24) ? { kind: 'verifyId', deadline } : undefined;
  }
  return undefined;
}
