import { isCardBrandSupported, isCardEntryError, paymentFailureOf, type PaymentFailure, type SavedPaymentMethod } from '@/entities/payment';
import type { PaymentGatewayOperations } from '@/shared/lib/payment-gateway';

export type SaveCardOutcome =
  | { kind: 'saved'; method: SavedPaymentMethod }
  /** The gateway's own fields show what to fix. */
  | { kind: 'entry-error' }
  | { kind: 'failed'; failure: PaymentFailure };

/** 001 §5 refuses these brands; saving one would only list a card no payment accepts. */
const CARD_NOT_SUPPORTED: PaymentFailure = { reason: 'cardNotSupported', code: 'card_not_supported' };

/**
 * Saves the card typed in the gateway's fields: the gateway makes the payment method (Stripe's
 * Payment Element in setup mode, or the sandbox's test card), American Express and Diners Club are
 * refused here, before the API sees them, and the API saves the rest in the account.
 */
export async function saveCard(
  operations: PaymentGatewayOperations,
  stripeAccount: string,
  save: (stripeAccount: string, paymentMethodId: string) => Promise<SavedPaymentMethod>,
): Promise<SaveCardOutcome> {
  try {
    const created = await operations.createPaymentMethod();
    if (!isCardBrandSupported(created.brand)) return { kind: 'failed', failure: CARD_NOT_SUPPORTED };
    return { kind: 'saved', method: await save(stripeAccount, created.paymentMethodId) };
  } catch (error) {
    if (isCardEntryError(error)) return { kind: 'entry-error' };
    return { kind: 'failed', failure: paymentFailureOf(error) };
  }
}
