import type { components } from '@/shared/api';

type S = components['schemas'];

/** What a payment pays (001 §3 "Payment create"): an installment, a deposit, an order or an extra charge. */
export type PayableType = S['PayableType'];
export type PaymentPurpose = S['PaymentPurpose'];
export type PaymentStatus = S['PaymentStatus'];
export type PaymentCreate = S['PaymentCreate'];
export type Payment = S['Payment'];
/** A card or wallet the user saved (GET /me/payment-methods). */
export type SavedPaymentMethod = S['PaymentMethod'];

export interface Payable {
  type: PayableType;
  id: number;
}

/** A payment method ready to pay with: a saved one, or one the gateway just created from the card entered. */
export interface CardPaymentMethod {
  paymentMethodId: string;
  /** e.g. `card`. */
  paymentMethodType: string;
  /** Lower-case brand as the provider names it (`visa`, `amex`, `diners`…); null when unknown. */
  brand: string | null;
  /** `apple_pay`, `google_pay`; null for a plain card. */
  walletType?: string | null;
}
