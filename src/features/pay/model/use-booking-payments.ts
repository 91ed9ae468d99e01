import { installmentsDepositsMachine, selectInstallmentsDepositsView, type BookingMoney } from '@machines/installments-deposits';
import { paymentMachine } from '@machines/payment';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { bookingKeys } from '@/entities/booking';
import { orderKeys } from '@/entities/order';
import { paymentKeys } from '@/entities/payment';
import { sameJson, useClockEvents, useEventOnChange, useMachineView } from '@/shared/lib/machine';
import type { PaymentGatewayOperations } from '@/shared/lib/payment-gateway';
import { readOpenPayment, writeOpenPayment } from './booking-money';
import { gatewayActors, paymentApiActors } from './payment-actors';

/** Deadlines are shown to the minute. */
export const PAYMENTS_TICK_MS = 60_000;

/** Where the dialog's gateway hands its operations to the payment child (they exist only inside the gateway's provider). */
export interface GatewayOperationsHolder {
  set(operations: PaymentGatewayOperations | undefined): void;
  get(): PaymentGatewayOperations;
}

export function gatewayOperationsHolder(): GatewayOperationsHolder {
  let current: PaymentGatewayOperations | undefined;
  return {
    set: (operations) => {
      current = operations;
    },
    get: () => {
      if (!current) throw new Error('The payment form is not shown');
      return current;
    },
  };
}

/**
 * The renter's payments of one booking, wired to the API: the polled booking comes in as
 * MONEY_UPDATED, the clock moves every minute, the payment child calls the API and the gateway
 * of the open dialog, the open payment is kept for a reload, and a settled one refreshes the
 * order and the booking.
 */
export function useBookingPayments(bookingId: number, money: BookingMoney) {
  const queryClient = useQueryClient();
  const [operations] = useState(gatewayOperationsHolder);
  const [input] = useState(() => ({ money, now: new Date().toISOString(), resume: readOpenPayment(bookingId) }));
  const payment = paymentMachine.provide({ actors: { ...paymentApiActors(), ...gatewayActors(() => operations.get()) } });
  const machine = installmentsDepositsMachine.provide({ actors: { payment } });
  const { actor, view, send } = useMachineView(machine, { input, view: selectInstallmentsDepositsView });
  useEventOnChange(actor, money, (updated) => ({ type: 'MONEY_UPDATED' as const, money: updated }), { isEqual: sameJson });
  useClockEvents(actor, PAYMENTS_TICK_MS, (now) => ({ type: 'TICK' as const, now: now.toISOString() }));

  const paying = view.paying;
  useEffect(() => writeOpenPayment(bookingId, paying), [bookingId, paying]);
  const paid = view.phase === 'paid';
  useEffect(() => {
    if (paid) void Promise.all([orderKeys.all, bookingKeys.all, paymentKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }, [paid, queryClient]);

  return { view, send, operations };
}
