import { paymentMachine, selectPaymentView, type PaymentInput, type PaymentOutput } from '@machines/payment';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { bookingKeys } from '@/entities/booking';
import { orderKeys } from '@/entities/order';
import { paymentKeys } from '@/entities/payment';
import type { PaymentGateway } from '@/shared/lib/payment-gateway';
import { gatewayActors, paymentApiActors } from './payment-actors';

/** The newest value, for callbacks made once. */
class Latest<T> {
  #value: T;
  constructor(value: T) {
    this.#value = value;
  }
  get = (): T => this.#value;
  set = (value: T): void => {
    this.#value = value;
  };
}

/**
 * One payment actor wired to the API and to the gateway around it (call inside the
 * gateway's `Provider`). When the payment is settled the order, booking and payment
 * queries are refreshed and `onPaid` is called once.
 */
export function usePayment(gateway: PaymentGateway, input: PaymentInput, onPaid: (output: PaymentOutput) => void) {
  const queryClient = useQueryClient();
  const operations = gateway.useOperations();
  // The machine is made once; the gateway's operations change when its provider re-renders (Stripe loads).
  const [latest] = useState(() => new Latest(operations));
  useEffect(() => latest.set(operations), [latest, operations]);
  const [machine] = useState(() => paymentMachine.provide({ actors: { ...paymentApiActors(), ...gatewayActors(() => latest.get()) } }));
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, selectPaymentView);

  const paidCallback = useRef(onPaid);
  useEffect(() => {
    paidCallback.current = onPaid;
  }, [onPaid]);
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return;
      void Promise.all([orderKeys.all, bookingKeys.all, paymentKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      paidCallback.current(snapshot.output);
    });
    return () => subscription.unsubscribe();
  }, [actor, queryClient]);

  return { actor, view };
}
