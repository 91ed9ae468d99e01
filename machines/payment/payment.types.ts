import type { CardPaymentMethod, Payable, PaymentCreate, PaymentFailure, PaymentPurpose, PaymentStatus } from '@/entities/payment';

/** What the payer chose to pay with: a saved card, or a new card entered in the gateway's fields. */
export type PaymentSelection = ({ kind: 'saved' } & CardPaymentMethod) | { kind: 'new' };

export interface PaymentInput {
  payable: Payable;
  /** Minor units; shown, and what the gateway's fields are set up for. */
  amount: number;
  currency: string;
  /** The country whose payment-provider account takes the payment (001 §9), e.g. the renter's `stripeAccount` or `se`. */
  country: string;
  purpose?: PaymentPurpose;
  immediateCapture?: boolean;
  /** A choice to start with, e.g. the first saved card. */
  selection?: PaymentSelection;
}

/** The API's answer to `POST /payments` and `GET /payments/{id}`, as far as the flow reads it. */
export interface PaymentResult {
  id: number;
  status: PaymentStatus;
  clientSecret?: string | null;
  errorSlug?: string | null;
}

/** The actors the app provides (`paymentMachine.provide({ actors })`), by name. */
export interface PaymentActorTypes {
  /** The gateway turns the card in its fields into a payment method. */
  createPaymentMethod: { input: undefined; output: CardPaymentMethod };
  /** `POST /payments`. */
  createPayment: { input: PaymentCreate; output: PaymentResult };
  /** The gateway runs 3-D Secure. */
  handleNextAction: { input: { clientSecret: string; paymentId: number }; output: 'succeeded' | 'failed' };
  /** `GET /payments/{id}`. */
  checkPayment: { input: { paymentId: number }; output: PaymentResult };
}

export interface PaymentOutput {
  paymentId: number;
  status: PaymentStatus;
}

export type { PaymentFailure };
