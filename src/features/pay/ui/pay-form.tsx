import type { PaymentOutput } from '@machines/payment';
import { useQuery } from '@tanstack/react-query';
import { paymentQueries, stripeAccountOf, type Payable, type PaymentPurpose } from '@/entities/payment';
import { useLocaleInfo } from '@/shared/i18n';
import { useLoadedGateway, type PaymentGateway } from '@/shared/lib/payment-gateway';
import { GatewayLoadFailure } from './gateway-load-failure';
import { PayFormSkeleton } from './pay-form-skeleton';
import { initialSelection, PayFormBody } from './pay-form-body';

export interface PayFormProps {
  /** What is paid: `{ type: 'installment' | 'order' | 'deposit' | 'extra_charge', id }` (POST /payments `payableType`, `payableId`). */
  payable: Payable;
  /** Minor units, shown on the pay button. */
  amount: number;
  /** `sek`, `nok`, `eur`, `dkk`, `chf` (any case). */
  currency: string;
  /** Country of the payment-provider account (001 §9: se, no, fi, dk, ch, de, at; li is paid in ch), any case. */
  country: string;
  /** POST /payments `purpose`, e.g. `down_payment` or `total`; the API decides when left out. */
  purpose?: PaymentPurpose;
  /** POST /payments `immediateCapture`; the API decides when left out (001 §4). */
  immediateCapture?: boolean;
  /** Called once when the payment is settled (`succeeded`, or `requires_capture` for a request awaiting the owner). */
  onPaid: (payment: PaymentOutput) => void;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  /** A gateway to use instead of the configured one (stories). */
  gateway?: PaymentGateway;
}

/**
 * Pays one payable: a saved card (radio list) or a new card in the gateway's fields,
 * the amount, the failures of 001 §8 next to the form with a retry that keeps the choice.
 */
export function PayForm({ payable, amount, currency, country, purpose, immediateCapture, onPaid, onCancel, gateway: given }: PayFormProps) {
  const { intl } = useLocaleInfo();
  const account = stripeAccountOf(country);
  const { gateway, failed, retry } = useLoadedGateway(given);
  // Without an account the machine refuses the payment with 001 §8's message; no saved cards to list.
  const saved = useQuery({ ...paymentQueries.savedMethods(account ?? ''), enabled: account !== undefined });

  if (failed) return <GatewayLoadFailure onRetry={retry} />;
  if (!gateway || (account !== undefined && saved.isPending)) {
    return (
      <PayFormSkeleton />
    );
  }
  // A failed list of saved cards still lets the payer enter a new one.
  const savedMethods = saved.data ?? [];
  return (
    <gateway.Provider amount={amount} currency={currency} locale={intl}>
      <PayFormBody
        gateway={gateway}
        savedMethods={savedMethods}
        input={{ payable, amount, currency, country, purpose, immediateCapture, selection: initialSelection(savedMethods) }}
        onPaid={onPaid}
        onCancel={onCancel}
      />
    </gateway.Provider>
  );
}
