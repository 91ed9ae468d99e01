import { describe, expect, it } from 'vitest';
import { bookingAlertOf } from './booking-alerts';

const base = {
  ecommerceStatus: 'pending_confirmation' as const,
  isAccepted: false,
  expiry: null,
  requestedAt: '2026-05-01T10:00:00.000Z',
  acceptedAt: null,
  responseDeadlineExtensions: 0,
  fromDate: '2026-06-10',
};
const at = (iso: string) => new Date(iso);

describe('the booking alert (001 §9)', () => {
  it('asks the owner to answer once 12 of the 24 hours are left', () => {
    // Requested 10:00, due next day 10:00: 13 hours left, no alert; 12 hours left, the alert.
    expect(bookingAlertOf(base, 'owner', true, at('2026-05-01T21:00:00Z'))).toBeUndefined();
    expect(bookingAlertOf(base, 'owner', true, at('2026-05-01T22:00:00Z'))).toEqual({ kind: 'answerRequest', deadline: at('2026-05-02T10:00:00Z') });
    expect(bookingAlertOf(base, 'renter', true, at('2026-05-01T22:00:00Z'))).toBeUndefined();
  });

  it('counts from the extended deadline (72 hours per extension)', () => {
    const extended = { ...base, responseDeadlineExtensions: 1 };
    // Deadline 2026-05-05T10:00Z.
    expect(bookingAlertOf(extended, 'owner', true, at('2026-05-04T21:00:00Z'))).toBeUndefined();
    expect(bookingAlertOf(extended, 'owner', true, at('2026-05-04T22:00:00Z'))?.kind).toBe('answerRequest');
  });

  it('says nothing once the deadline has passed: the request expires', () => {
    expect(bookingAlertOf(base, 'owner', true, at('2026-05-02T10:00:00Z'))).toBeUndefined();
  });

  it('asks the renter to pay in the last 24 of the 48 hours after acceptance', () => {
    const accepted = { ...base, isAccepted: true, acceptedAt: '2026-05-01T22:30:00Z' };
    // Due 2026-05-03T22:30Z.
    expect(bookingAlertOf(accepted, 'renter', true, at('2026-05-02T21:30:00Z'))).toBeUndefined();
    expect(bookingAlertOf(accepted, 'renter', true, at('2026-05-02T22:30:00Z'))).toEqual({ kind: 'payBooking', deadline: at('2026-05-03T22:30:00Z') });
    expect(bookingAlertOf(accepted, 'renter', true, at('2026-05-03T22:30:00Z'))).toBeUndefined();
    expect(bookingAlertOf(accepted, 'owner', true, at('2026-05-02T22:30:00Z'))).toBeUndefined();
  });

  it('asks an unverified renter to verify their ID within 7 days of check-in', () => {
    const confirmed = { ...base, ecommerceStatus: 'confirmed' as const, isAccepted: true, acceptedAt: '2026-05-02T10:00:00Z' };
    const checkIn = new Date('2026-06-10T00:00:00');
    const daysBefore = (days: number) => new Date(checkIn.getTime() - days * 86_400_000);
    expect(bookingAlertOf(confirmed, 'renter', false, daysBefore(7))).toEqual({ kind: 'verifyId', deadline: checkIn });
    expect(bookingAlertOf(confirmed, 'renter', false, daysBefore(8))).toBeUndefined();
    expect(bookingAlertOf(confirmed, 'renter', true, daysBefore(1))).toBeUndefined();
    expect(bookingAlertOf(confirmed, 'renter', undefined, daysBefore(1))).toBeUndefined();
  });

  it('has no alert for other phases', () => {
    expect(bookingAlertOf({ ...base, ecommerceStatus: 'completed', isAccepted: true }, 'owner', true, at('2026-05-01T22:00:00Z'))).toBeUndefined();
  });
});
