import type { components } from '@openapi/generated/schema';
import { isDepositPayable } from '@/entities/order';
import { capturesImmediately } from '@/entities/order';
import { ApiError, conflict } from '../http/api-error';
import type { BookingRow, DepositRow, InstallmentRow, PaymentRow } from '../store/rows';
import type { Store } from '../store/store';
import { bookingOfOrder, depositOfOrder, installmentsOfOrder, orderOfBooking } from './booking-records-access';
import { payInstallment } from './booking-lifecycle';

type S = components['schemas'];

/** What a payment pays: installments of one booking, or its deposit. */
export interface Payable {
  booking: BookingRow;
  installments: InstallmentRow[];
  deposit: DepositRow | null;
  amount: number;
  purpose: S['PaymentPurpose'];
}

const isOpenInstallment = (i: InstallmentRow) => i.status === 'payable' || i.status === 'expired';

/** Finds what `payableType`/`payableId` name and refuses what is not payable now. */
export function payableOf(store: Store, payableType: S['PayableType'], payableId: number): Payable {
  const notFound = () => new ApiError(404, 'model_not_found', `No ${payableType} ${payableId}.`);
  switch (payableType) {
    case 'installment': {
      const installment = store.installments.get(payableId);
      const order = installment ? store.orders.get(installment.orderId) : undefined;
      if (!installment || !order) throw notFound();
      if (!isOpenInstallment(installment)) throw conflict('booking_action_not_allowed', `The installment is ${installment.status}, not payable.`);
      const count = installmentsOfOrder(store, order.id).length;
      const purpose = installment.type === 'down_payment' ? 'down_payment' : installment.type === 'rental_fee' ? (count === 1 ? 'total' : 'installment_payment') : installment.type === 'extra_charges' ? 'extra_charges' : 'other';
      return { booking: bookingOfOrder(store, order), installments: [installment], deposit: null, amount: installment.amount, purpose };
    }
    case 'order': {
      const order = store.orders.get(payableId);
      if (!order) throw notFound();
      const open = installmentsOfOrder(store, order.id).filter(isOpenInstallment);
      if (open.length === 0) throw conflict('booking_action_not_allowed', 'Nothing of this order is payable now.');
      return { booking: bookingOfOrder(store, order), installments: open, deposit: null, amount: open.reduce((sum, i) => sum + i.amount, 0), purpose: 'total' };
    }
    case 'deposit': {
      const deposit = store.deposits.get(payableId);
      const order = deposit ? store.orders.get(deposit.orderId) : undefined;
      if (!deposit || !order) throw notFound();
      if (!isDepositPayable(deposit)) throw conflict('booking_action_not_allowed', `The deposit is ${deposit.status}, not payable.`);
      return { booking: bookingOfOrder(store, order), installments: [], deposit, amount: deposit.amount, purpose: 'other' };
    }
    case 'extra_charge': {
      const charge = store.extraCharges.get(payableId);
      const booking = charge ? store.bookings.get(charge.bookingId) : undefined;
      const order = booking ? orderOfBooking(store, booking.id) : undefined;
      if (!charge || !booking || !order) throw notFound();
      const installment = installmentsOfOrder(store, order.id).find((i) => i.type === 'extra_charges' && isOpenInstallment(i) && i.amount === charge.amountIncFee);
      if (charge.status !== 'approved' || !installment) throw conflict('booking_action_not_allowed', 'The extra charge is not payable.');
      return { booking, installments: [installment], deposit: null, amount: installment.amount, purpose: 'extra_charges' };
    }
  }
}

/**
 * Books a succeeded payment: installments are paid through the lifecycle (the first
 * confirms an accepted booking), a deposit is reserved, paid extra charges are marked.
 * Returns the payment status: `requires_capture` while the booking still awaits the
 * owner (001 §4: captured only when accepted), `succeeded` otherwise.
 */
export function settlePayable(store: Store, payable: Payable, now: Date): S['PaymentStatus'] {
  const order = orderOfBooking(store, payable.booking.id);
  const capture = order ? capturesImmediately(payable.booking.initialPaymentAfterAccept, order.status) : true;
  for (const installment of payable.installments) {
    const result = payInstallment(store, payable.booking, installment, now);
    if (!result.ok) throw conflict(result.slug, 'The booking no longer takes payments.');
    if (installment.type === 'extra_charges') {
      const charge = store.extraCharges.by('bookingId', payable.booking.id).find((c) => c.status === 'approved' && c.amountIncFee === installment.amount);
      if (charge) charge.status = 'paid';
    }
  }
  if (payable.deposit) {
    Object.assign(payable.deposit, { status: 'paid', isReservable: false, remainingDepositAmount: payable.deposit.amount });
    store.bookingEvents.insert({ bookingId: payable.booking.id, type: 'deposit_reserved', actor: 'renter', amount: payable.deposit.amount, currency: payable.booking.currency, data: {}, occurredAt: now.toISOString() });
  }
  return capture || payable.installments.length === 0 ? 'succeeded' : 'requires_capture';
}

/** Pays from the reserved deposit (method `deposit`): the amount is captured from it. */
export function payFromDeposit(store: Store, payable: Payable, now: Date): S['PaymentStatus'] {
  const order = orderOfBooking(store, payable.booking.id);
  const deposit = order ? depositOfOrder(store, order.id) : undefined;
  if (!deposit || deposit.status !== 'paid' || deposit.remainingDepositAmount < payable.amount) {
    throw new ApiError(402, 'payment_failed', 'The reserved deposit does not cover this payment.');
  }
  deposit.capturedAmount += payable.amount;
  deposit.remainingDepositAmount -= payable.amount;
  store.bookingEvents.insert({ bookingId: payable.booking.id, type: 'deposit_captured', actor: 'system', amount: payable.amount, currency: payable.booking.currency, data: {}, occurredAt: now.toISOString() });
  return settlePayable(store, { ...payable, deposit: null }, now);
}

/** Authorised payments of a booking are captured when the owner accepts it. */
export function captureAuthorised(store: Store, booking: BookingRow): void {
  for (const payment of store.payments.by('userId', booking.renterId)) {
    if (payment.status !== 'requires_capture') continue;
    const installment = payment.payableType === 'installment' ? store.installments.get(payment.payableId) : undefined;
    const order = installment ? store.orders.get(installment.orderId) : payment.payableType === 'order' ? store.orders.get(payment.payableId) : undefined;
    if (order?.bookingId === booking.id) (payment as PaymentRow).status = 'succeeded';
  }
}
