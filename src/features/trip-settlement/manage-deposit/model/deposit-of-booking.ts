import type { BookingDto } from '@/entities/booking';
import { canReleaseDeposit, depositTimeline, type DepositTimeline } from '@/entities/order';

export interface DepositOfBooking {
  amount: number;
  currency: string;
  cashDeposit: boolean;
  timeline: DepositTimeline;
  /** The owner may release it now (001 §4, §6). */
  releasable: boolean;
}

/** Statuses in which a deposit exists for the renter and the owner to follow. */
const FOLLOWED: ReadonlySet<string> = new Set(['confirmed', 'active', 'ended', 'completed']);

/** The booking's deposit as its timeline shows it at `now`; undefined when there is none to show. */
export function depositOfBooking(booking: BookingDto, party: 'owner' | 'renter', now: Date): DepositOfBooking | undefined {
  const deposit = booking.order?.deposit;
  if (!deposit || !FOLLOWED.has(booking.ecommerceStatus)) return undefined;
  const damageCaseOpen = booking.hasPendingAmountDamages ?? false;
  const cashDeposit = booking.hasCashDeposit ?? false;
  return {
    amount: deposit.amount,
    currency: booking.currency,
    cashDeposit,
    timeline: depositTimeline(deposit, { fromDate: booking.fromDate, returnedAt: booking.checkoutApprovedAt ?? null, damageCaseOpen }, now),
    releasable: canReleaseDeposit(party, { ecommerceStatus: booking.ecommerceStatus, cashDeposit, damageCaseOpen }, deposit),
  };
}
