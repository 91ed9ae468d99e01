import { depositMomentAt, depositReleaseDate, depositReservationDate } from './deposit';
import type { DepositStatus, Instant } from './types';

/** A step of the deposit's timeline: passed, where the deposit is now, or still ahead. */
export type DepositStepState = 'done' | 'current' | 'upcoming';

/** How a closed deposit ended (001 §4 events: released fully or partly, captured). */
export type DepositOutcome = 'released' | 'partly_released' | 'captured';

export interface DepositTimeline {
  /** Reserved on the renter's card (6 days before the start), or handed over in cash at check-in. */
  reserved: { state: DepositStepState; date: string };
  /**
   * Held from the return: 48 hours, or while a damage case is open (then `until` is null).
   * `until` is also null before the return, when the release moment is not known yet.
   */
  held: { state: DepositStepState; until: Date | null; damageCase: boolean };
  /** Released, fully or partly, or captured; the amounts once the deposit is closed, minor units. */
  settled: { state: DepositStepState; outcome: DepositOutcome | null; refunded: number; captured: number };
}

export interface DepositOfTimeline {
  status: DepositStatus;
  amount: number;
  capturedAmount?: number | null;
  refundedAmount?: number | null;
}

export interface TripOfTimeline {
  /** `YYYY-MM-DD`. */
  fromDate: string;
  /** When the check-out was approved (the vehicle returned); null before. */
  returnedAt: Instant | null;
  /** An open damage case with a pending amount holds the deposit until resolved. */
  damageCaseOpen: boolean;
}

/** What became of a closed deposit from its amounts: nothing captured, some, or all. */
export function depositOutcomeOf(deposit: DepositOfTimeline): DepositOutcome {
  const captured = deposit.capturedAmount ?? 0;
  if (captured <= 0) return 'released';
  return captured >= deposit.amount ? 'captured' : 'partly_released';
}

/**
 * The deposit's course (001 §4, §9) at `now`: reserved about 6 days before the start, held
 * 48 hours after the return (or until a damage case is resolved), then released fully or
 * partly, or captured. Built on `depositMomentAt`, so the renter's payments and this timeline
 * never disagree about where the deposit stands.
 */
export function depositTimeline(deposit: DepositOfTimeline, trip: TripOfTimeline, now: Date): DepositTimeline {
  const moment = depositMomentAt(deposit, trip, now);
  const closed = deposit.status === 'closed';
  const reservedState: DepositStepState = moment === 'beforeReservation' || moment === 'reservable' ? (moment === 'reservable' ? 'current' : 'upcoming') : 'done';
  const returned = trip.returnedAt !== null;
  const heldState: DepositStepState = closed ? 'done' : moment === 'held' && returned ? 'current' : moment === 'released' ? 'done' : 'upcoming';
  const until = returned && !trip.damageCaseOpen ? depositReleaseDate(trip.returnedAt as Instant) : null;
  return {
    reserved: { state: reservedState, date: depositReservationDate(trip.fromDate) },
    held: { state: heldState, until, damageCase: trip.damageCaseOpen },
    settled: closed
      ? { state: 'done', outcome: depositOutcomeOf(deposit), refunded: deposit.refundedAmount ?? 0, captured: deposit.capturedAmount ?? 0 }
      : { state: moment === 'released' ? 'current' : 'upcoming', outcome: null, refunded: 0, captured: 0 },
  };
}

/**
 * The owner releases a deposit reserved on the card once the booking has ended (001 §4, §6),
 * before the 48 hours are over; not while a damage case holds it, and never a cash deposit
 * (that one the owner hands back at check-out).
 */
export function canReleaseDeposit(
  party: 'owner' | 'renter',
  booking: { ecommerceStatus: string; cashDeposit: boolean; damageCaseOpen: boolean },
  deposit: { status: DepositStatus } | null | undefined,
): boolean {
  return party === 'owner' && booking.ecommerceStatus === 'ended' && !booking.cashDeposit && !booking.damageCaseOpen && deposit?.status === 'paid';
}
