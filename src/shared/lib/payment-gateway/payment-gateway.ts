import type { ComponentType, ReactNode } from 'react';

export type PaymentGatewayKind = 'stripe' | 'sandbox';

/** A payment method the gateway created from what was entered in its fields. */
export interface CreatedPaymentMethod {
  paymentMethodId: string;
  /** e.g. `card`. */
  paymentMethodType: string;
  /** Lower-case brand as the provider names it (`visa`, `mastercard`, `amex`, `diners`…); null when unknown. */
  brand: string | null;
  last4: string | null;
  /** `apple_pay`, `google_pay`; null for a card typed in. */
  walletType: string | null;
}

/** How a payment that needed the payer's action (3-D Secure) ended. */
export type NextActionOutcome = 'succeeded' | 'failed';

/** What a form does with the gateway; only usable inside the gateway's `Provider`. */
export interface PaymentGatewayOperations {
  /**
   * Turns what was entered in `Fields` into a payment method. Rejects with a
   * `PaymentGatewayError`; `type: 'validation_error'` means the fields already show what to fix.
   */
  createPaymentMethod(): Promise<CreatedPaymentMethod>;
  /** Runs the action a payment waits for (3-D Secure) with the payment's client secret. */
  handleNextAction(clientSecret: string, paymentId: number): Promise<NextActionOutcome>;
}

export interface PaymentGatewayProviderProps {
  /** `payment` (default) pays `amount`; `setup` saves a card for later (Stripe's SetupIntent flow), `amount` unused. */
  mode?: 'payment' | 'setup';
  /** Minor units. */
  amount: number;
  /** ISO 4217, any case. */
  currency: string;
  /** BCP 47 locale for the gateway's own texts. */
  locale?: string;
  children: ReactNode;
}

/** 000 §5: what the payout account is made of; the provider turns it into two tokens. */
export interface PayoutAccountDetails {
  /** Electronic format: no spaces, upper case. */
  iban: string;
  holderName: string;
  /** The account token needs the holder's date of birth as its parts. */
  birthDate: { year: number; month: number; day: number };
  /** ISO 3166-1 alpha-2 of the bank account, upper case. */
  country: string;
  /** ISO 4217, lower case. */
  currency: string;
}

/** The tokens `POST /me/bank-account` takes; the IBAN itself never reaches the API. */
export interface PayoutAccountTokens {
  accountToken: string;
  bankAccountToken: string;
}

export interface PaymentFieldsProps {
  disabled?: boolean;
}

/**
 * A payment provider as the forms see it. Card data stays inside the provider's own
 * fields (Stripe's iframes); the form only gets a payment method id back.
 */
export interface PaymentGateway {
  kind: PaymentGatewayKind;
  /** Wraps the form: holds the provider's state and any dialog it needs (3-D Secure). */
  Provider: ComponentType<PaymentGatewayProviderProps>;
  /** Where the payer enters a new card. */
  Fields: ComponentType<PaymentFieldsProps>;
  /** The operations, bound to the surrounding `Provider`. A hook: call it at the top of a component. */
  useOperations(): PaymentGatewayOperations;
  /** Tokens for the owner's payout account (no `Provider` needed). Rejects with a `PaymentGatewayError`. */
  createPayoutAccountTokens(details: PayoutAccountDetails): Promise<PayoutAccountTokens>;
}
