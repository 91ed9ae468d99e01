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

// 001 §4: the owner gives a pending damage amount within a set number of days, at most 30, extendable.
export const DAMAGE_AMOUNT_MAX_DAYS = 30;

/**
 * When the owner must have given a pending damage amount, else the deposit is returned:
 * the set number of days (1 to 30) from when the damage was reported, plus any extension
 * (each extension again at most 30 days).
 */
export function damageAmountDeadline(reportedAt: Instant, days: number, extensionDays: readonly number[] = []): Date {
  const clamp = (n: number) => Math.min(Math.max(Math.round(n), 1), DAMAGE_AMOUNT_MAX_DAYS);
  const total = clamp(days) + extensionDays.reduce((sum, n) => sum + clamp(n), 0);
  return addHours(reportedAt, total * 24);
}

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
