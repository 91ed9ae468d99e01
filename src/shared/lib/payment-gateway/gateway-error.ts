/** Stripe's error types; `validation_error` is a problem in what was typed, shown by the fields themselves. */
export type PaymentGatewayErrorType = 'validation_error' | 'card_error' | 'api_error' | 'not_ready';

/** A refusal or failure of the gateway, with the provider's code and decline code. */
export class PaymentGatewayError extends Error {
  override readonly name = 'PaymentGatewayError';
  readonly type: PaymentGatewayErrorType;
  readonly code: string;
  readonly declineCode: string | undefined;

  constructor(type: PaymentGatewayErrorType, code: string, message: string, declineCode?: string) {
    super(message);
    this.type = type;
    this.code = code;
    this.declineCode = declineCode;
  }
}

export const isPaymentGatewayError = (error: unknown): error is PaymentGatewayError => error instanceof PaymentGatewayError;
