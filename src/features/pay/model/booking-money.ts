import type { BookingMoney, PayableRef } from '@machines/installments-deposits';
import type { BookingDto } from '@/entities/booking';

/** The booking's money as the renter's payments read it; `acceptedAt` from the booking's history (`toBooking`). */
export function bookingMoneyOf(booking: BookingDto, acceptedAt: string | null): BookingMoney {
  const order = booking.order;
  return {
    order: {
      id: order?.id ?? 0,
      status: order?.status ?? 'open',
      installments: order?.installments ?? [],
      deposit: order?.deposit ? { id: order.deposit.id, status: order.deposit.status, amount: order.deposit.amount } : null,
    },
    currency: booking.currency,
    country: booking.assetSnapshot.country,
    cashDeposit: booking.hasCashDeposit ?? false,
    initialPaymentDelayed: booking.initialPaymentAfterAccept ?? false,
    fromDate: booking.fromDate,
    acceptedAt,
    returnedAt: booking.checkoutApprovedAt ?? null,
    damageCaseOpen: booking.hasPendingAmountDamages ?? false,
  };
}

// The payment the renter has open is kept for the tab's life, so a reload reopens it (the card choice is the form's).
const keyOf = (bookingId: number) => `booking-payment:${bookingId}`;

export function readOpenPayment(bookingId: number): PayableRef | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(keyOf(bookingId)) ?? 'null') as PayableRef | null;
    return saved && (saved.kind === 'installment' || saved.kind === 'order' || saved.kind === 'deposit') && Number.isInteger(saved.id) ? saved : undefined;
  } catch {
    return undefined;
  }
}

export function writeOpenPayment(bookingId: number, ref: PayableRef | undefined): void {
  try {
    if (ref) sessionStorage.setItem(keyOf(bookingId), JSON.stringify({ kind: ref.kind, id: ref.id }));
    else sessionStorage.removeItem(keyOf(bookingId));
  } catch {
    // Storage refused (private mode, quota): the payment just is not reopened after a reload.
  }
}
