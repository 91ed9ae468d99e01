export { PAYMENT_POLL_MS, paymentMachine, type PaymentContext, type PaymentEvent } from './payment.machine';
export { selectPaymentView, type PaymentPhase, type PaymentView } from './payment.view';
export type * from './payment.types';
