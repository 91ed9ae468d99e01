import { paymentMachine, selectPaymentView, type PaymentInput, type PaymentOutput } from '@machines/payment';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { bookingKeys } from '@/entities/booking';
import { orderKeys } from '@/entities/order';
import { paymentKeys } from '@/entities/payment';
import { useMachineView } from '@/shared/lib/machine';
import type { PaymentGateway } from '@/shared/lib/payment-gateway';
import { gatewayActors, paymentApiActors } from './payment-actors';

/**
 * One payment actor wired to the API and to the gateway around it (call inside the
 * gateway's `Provider`), made from the first `input`. When the payment is settled the order,
 * booking and payment queries are refreshed and `onPaid` is called once.
 */
export function usePayment(gateway: PaymentGateway, input: PaymentInput, onPaid: (output: PaymentOutput) => void) {
  const queryClient = useQueryClient();
  // The gateway's operations change when its provider re-renders (Stripe loads): the actors read the newest.
  const operations = gateway.useOperations();
  const machine = paymentMachine.provide({ actors: { ...paymentApiActors(), ...gatewayActors(() => operations) } });
  const { actor, view, send } = useMachineView(machine, { input, view: selectPaymentView });

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

  return { view, send };
}
