import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentEvent, PaymentInput, PaymentOutput, PaymentSelection, PaymentView } from '@machines/payment';
import type { ReactNode } from 'react';
import { trackFunnel } from '@/entities/funnel';
import { defaultSavedMethod, isCardBrandSupported, savedCardLabel, type SavedPaymentMethod } from '@/entities/payment';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import type { PaymentGateway } from '@/shared/lib/payment-gateway';
import { Button } from '@/shared/ui/button';
import { RadioGroup } from '@/shared/ui/radio-group';
import { Spinner } from '@/shared/ui/spinner';
import { Text } from '@/shared/ui/text';
import { usePayment } from '../model/use-payment';
import * as css from './pay-form.css';
import { PaymentFailureNotice } from './payment-failure-notice';

const NEW_CARD = 'new';

const toMethod = (saved: SavedPaymentMethod) => ({ paymentMethodId: saved.id, paymentMethodType: saved.type, brand: saved.brand ?? null, walletType: saved.walletType ?? null });

/** The default saved card (the entity's rule), else a new card. */
export function initialSelection(saved: readonly SavedPaymentMethod[]): PaymentSelection {
  const usable = defaultSavedMethod(saved);
  return usable ? { kind: 'saved', ...toMethod(usable) } : { kind: 'new' };
}

export interface PayFormViewProps {
  view: PaymentView;
  /** Minor units. */
  amount: number;
  currency: string;
  savedMethods: readonly SavedPaymentMethod[];
  /** The gateway's fields for a new card. */
  fields: ReactNode;
  onSelect: (event: Extract<PaymentEvent, { type: 'SELECT_SAVED' | 'SELECT_NEW' }>) => void;
  onSubmit: () => void;
  onRetry: () => void;
  onCancel?: () => void;
}

/** What the payer sees in a state of the payment machine: saved cards or the new card's fields, the amount, failures and the pay button. */
export function PayFormView({ view, amount, currency, savedMethods, fields, onSelect, onSubmit, onRetry, onCancel }: PayFormViewProps) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const money = formatMoney(amount, currency.toLowerCase() as Currency, intl);
  const locked = view.busy || view.phase === 'succeeded';
  const selected = view.selection?.kind === 'saved' ? view.selection.paymentMethodId : view.selection ? NEW_CARD : undefined;

  const choose = (value: string) => {
    const saved = savedMethods.find((method) => method.id === value);
    onSelect(saved ? { type: 'SELECT_SAVED', method: toMethod(saved) } : { type: 'SELECT_NEW' });
  };

  return (
    <form
      className={css.form}
      aria-label={t`Payment`}
      aria-busy={view.busy || undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!locked) onSubmit();
      }}
    >
      {savedMethods.length > 0 && (
        <RadioGroup
          label={t`Pay with`}
          value={selected}
          onValueChange={choose}
          disabled={locked}
          items={[
            ...savedMethods.map((method) => {
              const supported = isCardBrandSupported(method.brand);
              const label = i18n._(savedCardLabel(method));
              return { value: method.id, disabled: !supported, label: supported ? label : t`${label} (not accepted)` };
            }),
            { value: NEW_CARD, label: t`A new card` },
          ]}
        />
      )}

      {view.selection?.kind !== 'saved' && fields}

      <div className={css.amount}>
        <Text>
          <Trans>Amount to pay</Trans>
        </Text>
        <Text weight="bold">{money}</Text>
      </div>

      {view.failure && <PaymentFailureNotice failure={view.failure} onRetry={onRetry} />}

      <div role="status" className={css.status}>
        {view.phase === 'authenticating' && (
          <>
            <Spinner size="sm" />
            <Text>
              <Trans>Waiting for your bank to confirm the payment…</Trans>
            </Text>
          </>
        )}
        {view.phase === 'awaitingOrder' && (
          <>
            <Spinner size="sm" />
            <Text>
              <Trans>Confirming your payment…</Trans>
            </Text>
          </>
        )}
        {view.phase === 'succeeded' && (
          <Text tone="success" weight="semibold">
            <Trans>Payment received.</Trans>
          </Text>
        )}
      </div>

      <div className={css.actions}>
        <Button type="submit" loading={view.busy} disabled={view.phase === 'succeeded'}>
          <Trans>Pay {money}</Trans>
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={view.busy}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}

export interface PayFormBodyProps {
  gateway: PaymentGateway;
  input: PaymentInput;
  savedMethods: readonly SavedPaymentMethod[];
  onPaid: (payment: PaymentOutput) => void;
  onCancel?: () => void;
}

/** The live form inside the gateway's provider: the payment machine wired to the API and the gateway. */
export function PayFormBody({ gateway, input, savedMethods, onPaid, onCancel }: PayFormBodyProps) {
  const { view, send } = usePayment(gateway, input, onPaid);
  const locked = view.busy || view.phase === 'succeeded';
  return (
    <PayFormView
      view={view}
      amount={input.amount}
      currency={input.currency}
      savedMethods={savedMethods}
      fields={<gateway.Fields disabled={locked} />}
      onSelect={send}
      onSubmit={() => {
        trackFunnel({ name: 'payment_submitted', payableType: input.payable.type, payableId: input.payable.id });
        send({ type: 'SUBMIT' });
      }}
      onRetry={() => send({ type: 'RETRY' })}
      onCancel={onCancel}
    />
  );
}
