import type { CardPaymentMethod } from '@/entities/payment';
import type { PaymentInput, PaymentResult } from './payment.types';

/** Inputs, cards and API answers for tests, stories and path replays. */
export const paymentInput = (overrides: Partial<PaymentInput> = {}): PaymentInput => ({
  payable: { type: 'installment', id: 41 },
  amount: 412_500,
  currency: 'sek',
  country: 'se',
  ...overrides,
});

export const savedVisa: CardPaymentMethod = { paymentMethodId: 'pm_sbx_000001', paymentMethodType: 'card', brand: 'visa', walletType: null };
export const savedAmex: CardPaymentMethod = { paymentMethodId: 'pm_sbx_000009', paymentMethodType: 'card', brand: 'amex', walletType: null };

export const createdCard = (digits = '4242424242424242', brand: string | null = 'visa'): CardPaymentMethod => ({
  paymentMethodId: `pm_card_${digits}`,
  paymentMethodType: 'card',
  brand,
  walletType: null,
});

export const paymentResult = (status: PaymentResult['status'], overrides: Partial<PaymentResult> = {}): PaymentResult => ({
  id: 501,
  status,
  clientSecret: status === 'requires_action' ? 'pi_sbx_00000501_secret_sbx' : null,
  errorSlug: null,
  ...overrides,
});

/** The API's refusal of a card (402), as the client throws it. */
export const declined = (slug: string) => ({ status: 402, slug, message: `The payment was refused (${slug}).` });

/** Stripe's own check of what was typed. */
export const cardEntryError = { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' };
