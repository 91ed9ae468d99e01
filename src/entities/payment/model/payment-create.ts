import type { CardPaymentMethod, Payable, PaymentCreate, PaymentPurpose } from './types';

/** 001 §8, word for word: what the API answers (422 `invalid_stripe_info`) when a card payment lacks one of the three. */
export const INVALID_STRIPE_INFO_MESSAGE = 'Invalid stripe info. Missing stripeAccount, paymentMethodId or paymentMethodType';

export interface PaymentCreateInput {
  payable: Payable;
  stripeAccount: string | null | undefined;
  paymentMethod: Partial<CardPaymentMethod> | null | undefined;
  purpose?: PaymentPurpose;
  immediateCapture?: boolean;
}

export type PaymentCreateResult =
  | { ok: true; payload: PaymentCreate }
  | { ok: false; slug: 'invalid_stripe_info'; message: typeof INVALID_STRIPE_INFO_MESSAGE };

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The body of `POST /payments` for a card payment (001 §3 "Payment create"), refused
 * before the call when stripeAccount, paymentMethodId or paymentMethodType is missing (001 §5).
 */
export function buildPaymentCreate({ payable, stripeAccount, paymentMethod, purpose, immediateCapture }: PaymentCreateInput): PaymentCreateResult {
  const paymentMethodId = paymentMethod?.paymentMethodId;
  const paymentMethodType = paymentMethod?.paymentMethodType;
  if (!filled(stripeAccount) || !filled(paymentMethodId) || !filled(paymentMethodType)) {
    return { ok: false, slug: 'invalid_stripe_info', message: INVALID_STRIPE_INFO_MESSAGE };
  }
  return {
    ok: true,
    payload: {
      payableType: payable.type,
      payableId: payable.id,
      method: 'stripe',
      stripeAccount,
      paymentMethodId,
      paymentMethodType,
      ...(paymentMethod?.walletType ? { paymentWalletType: paymentMethod.walletType } : {}),
      ...(purpose ? { purpose } : {}),
      ...(immediateCapture === undefined ? {} : { immediateCapture }),
    },
  };
}

/** Statuses after which the money is secured: taken, or authorised until the owner accepts (001 §4). */
export const isPaymentSettled = (status: string): boolean => status === 'succeeded' || status === 'requires_capture';

/** Statuses that end a payment without money. */
export const isPaymentFailed = (status: string): boolean => status === 'failed' || status === 'canceled';
