import { addHours, startOfDate, toDateString } from '@/shared/lib/dates';
import type { DepositStatus, Instant } from './types';

// 001 §4, §9: reserved about 6 days before travel; held 48 hours after return.
export const DEPOSIT_RESERVATION_DAYS_BEFORE_START = 6;
export const DEPOSIT_HOLD_HOURS = 48;

/** 001 §4: a deposit is payable when payable or expired. */
export const isDepositPayable = ({ status }: { status: DepositStatus }): boolean => status === 'payable' || status === 'expired';

/** The calendar date the deposit is reserved on the renter's card: 6 days before the start. */
export const depositReservationDate = (fromDate: string): string =>
  toDateString(startOfDate(fromDate, -DEPOSIT_RESERVATION_DAYS_BEFORE_START));

/** When the deposit is released if nothing is deducted: 48 hours after the vehicle is returned. */
export const depositReleaseDate = (returnedAt: Instant): Date => addHours(returnedAt, DEPOSIT_HOLD_HOURS);

/** Where the deposit stands in time (001 §4): before its reservation, reserved, or past its release. */
export type DepositMoment = 'beforeReservation' | 'reservable' | 'held' | 'released';

/**
 * The deposit's moment at `now`: reservable from 6 days before the start; held once paid;
 * released 48 hours after the return unless a damage case is open (then held until resolved).
 */
export function depositMomentAt(
  deposit: { status: DepositStatus },
  trip: { fromDate: string; returnedAt?: Instant | null; damageCaseOpen?: boolean },
  now: Date,
): DepositMoment {
  if (deposit.status === 'closed') return 'released';
  if (deposit.status === 'paid') {
    const released = trip.returnedAt && !trip.damageCaseOpen && now >= depositReleaseDate(trip.returnedAt);
    return released ? 'released' : 'held';
  }
  return now >= startOfDate(depositReservationDate(trip.fromDate)) ? 'reservable' : 'beforeReservation';
}
