import type { BookingDto } from '@/entities/booking';
import { bookingOf, hoursFromFixtureNow, orderOf } from '@/shared/test';

type Deposit = NonNullable<NonNullable<BookingDto['order']>['deposit']>;

const deposit = (overrides: Partial<Deposit> = {}): Deposit => ({ id: 61, status: 'paid', dueAt: '2027-02-14T00:00:00Z', amount: 500_000, currency: 'sek', isReservable: false, ...overrides });

/**
 * The factory's booking with a deposit of SEK 5,000.00 on the card, in a stage of the deposit's
 * course (001 §4), for the section's tests and stories: `returnedAt` is the check-out's approval.
 */
export function bookingWithDeposit(stage: 'confirmed' | 'held' | 'damageCase' | 'partlyReleased' | 'cash'): BookingDto {
  const base = bookingOf({ ecommerceStatus: 'confirmed', requestStatus: 'accepted' });
  const order = (d: Partial<Deposit>) => orderOf({ deposit: deposit(d) });
  const ended = { ecommerceStatus: 'ended' as const, fromDate: '2026-11-12', toDate: '2026-11-19', checkoutApprovedAt: hoursFromFixtureNow(-20) };
  switch (stage) {
    case 'confirmed':
      return { ...base, order: order({ status: 'pending', isReservable: false }) };
    case 'held':
      return { ...base, ...ended, order: order({}) };
    case 'damageCase':
      return { ...base, ...ended, hasPendingAmountDamages: true, holdDeposit: true, depositReleaseDueAt: hoursFromFixtureNow(24 * 6), order: order({}) };
    case 'partlyReleased':
      return { ...base, ...ended, ecommerceStatus: 'completed', order: order({ status: 'closed', capturedAmount: 132_000, refundedAmount: 368_000 }) };
    case 'cash':
      return { ...base, ...ended, hasCashDeposit: true, order: order({}) };
  }
}
