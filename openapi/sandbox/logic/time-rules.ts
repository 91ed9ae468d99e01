import { ownerResponseDeadline, paymentDeadline } from '@/entities/booking';
import { depositReservationDate } from '@/entities/order';
import { todayOf } from '../rules/calendar';
import type { BookingRow } from '../store/rows';
import type { Store } from '../store/store';
import { depositOfOrder, installmentsOfOrder, orderOfBooking } from './booking-records-access';
import { runBookingCommand } from './booking-lifecycle';
import { DEPOSIT_HOLD_MS, settleDeposit } from './deposits';
import { payOutCompletedBooking } from './payouts';

/** Unanswered requests lapse after the owner's deadline, accepted ones 48 hours after acceptance unpaid (001 §9). */
function expireIfDue(store: Store, booking: BookingRow, now: Date): void {
  const deadline =
    booking.requestStatus === 'accepted'
      ? booking.acceptedAt
        ? paymentDeadline(booking.acceptedAt)
        : null
      : ownerResponseDeadline(booking.createdAt, booking.responseDeadlineExtensions);
  if (deadline && now >= deadline) runBookingCommand(store, booking, { type: 'expire' }, now);
}

/** About 6 days before the start the deposit can be reserved; installments past their due date expire. */
function advancePayments(store: Store, booking: BookingRow, now: Date): void {
  const order = orderOfBooking(store, booking.id);
  if (!order) return;
  const deposit = depositOfOrder(store, order.id);
  if (deposit?.status === 'pending' && todayOf(now) >= depositReservationDate(booking.fromDate)) {
    Object.assign(deposit, { status: 'payable', isReservable: true });
  }
  for (const installment of installmentsOfOrder(store, order.id)) {
    if (installment.status === 'payable' && Date.parse(installment.dueAt) < now.getTime() && installment.type !== 'down_payment') installment.status = 'expired';
  }
}

/** After the hold period the deposit is settled (rules/deposits), the booking completes and is paid out. */
function settleIfDue(store: Store, booking: BookingRow, now: Date): void {
  const returnedAt = booking.checkoutApprovedAt;
  if (!returnedAt || now.getTime() < Date.parse(returnedAt) + DEPOSIT_HOLD_MS) return;
  const order = orderOfBooking(store, booking.id);
  const deposit = order ? depositOfOrder(store, order.id) : undefined;
  if (!deposit || deposit.status !== 'paid') {
    runBookingCommand(store, booking, { type: 'complete', withDeposit: false }, now);
    payOutCompletedBooking(store, booking, now);
    return;
  }
  const decision = settleDeposit(store, booking, deposit, now);
  if (decision.action !== 'settle') return;
  runBookingCommand(store, booking, { type: 'complete', withDeposit: true }, now);
  payOutCompletedBooking(store, booking, now);
}

/**
 * Applies what time alone changes, lazily before each request: lapsed requests and
 * payments, deposits becoming reservable, overdue installments, and the deposit
 * settlement and completion 48 hours after the return. Bookings are checked by their
 * own fields first, so the pass stays cheap over thousands of bookings.
 */
export function applyTimeRules(store: Store, now: Date): void {
  const today = todayOf(now);
  for (const booking of store.bookings.all()) {
    switch (booking.ecommerceStatus) {
      case 'pending_confirmation':
        expireIfDue(store, booking, now);
        break;
      case 'confirmed':
        // Only bookings within a month of their start have a deposit or an installment coming due.
        if (Date.parse(booking.fromDate) - Date.parse(today) <= 31 * 86_400_000) advancePayments(store, booking, now);
        break;
      case 'ended':
        settleIfDue(store, booking, now);
        break;
      default:
        break;
    }
  }
}
