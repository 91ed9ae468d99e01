import type { paymentMachine } from '@machines/payment';
import { fromPromise } from 'xstate';
import type { CardPaymentMethod } from '@/entities/payment';
import type { PaymentGatewayOperations } from '@/shared/lib/payment-gateway';
import { createPayment, fetchPayment } from '../api/payment-requests';

type Actors = Parameters<typeof paymentMachine.provide>[0]['actors'];

/** The API side of a payment: `POST /payments` and `GET /payments/{id}`. A function, so importing it costs nothing until used. */
export const paymentApiActors = () =>
  ({
    createPayment: fromPromise(({ input }) => createPayment(input)),
    checkPayment: fromPromise(({ input }) => fetchPayment(input.paymentId)),
  }) satisfies Actors;

/**
 * The gateway side, read through a getter: the operations change when the gateway's
 * provider re-renders (Stripe loads), and the machine is made once.
 */
export const gatewayActors = (operations: () => PaymentGatewayOperations) =>
  ({
    createPaymentMethod: fromPromise<CardPaymentMethod, undefined>(async () => {
      const { paymentMethodId, paymentMethodType, brand, walletType } = await operations().createPaymentMethod();
      return { paymentMethodId, paymentMethodType, brand, walletType };
    }),
    handleNextAction: fromPromise(({ input }) => operations().handleNextAction(input.clientSecret, input.paymentId)),
  }) satisfies Actors;
