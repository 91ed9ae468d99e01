import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BANK_LIMITS_HINT, paymentErrorMessage, paymentKeys, showsBankLimitsHint, type PaymentFailure, type SavedPaymentMethod, type StripeAccount } from '@/entities/payment';
import { useLocaleInfo } from '@/shared/i18n';
import { useLoadedGateway, type PaymentGateway } from '@/shared/lib/payment-gateway';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Text } from '@/shared/ui/text';
import { savePaymentMethod } from '../api/payment-method-requests';
import { currencyOfAccount } from '../model/card-account';
import { saveCard } from '../model/save-card';
import { AddCardFormSkeleton } from './add-card-form-skeleton';
import * as css from './payment-methods.css';

export interface AddCardFormProps {
  stripeAccount: StripeAccount;
  onSaved: (method: SavedPaymentMethod) => void;
  onCancel: () => void;
  /** A gateway to use instead of the configured one (stories, tests). */
  gateway?: PaymentGateway;
}

/** A new card in the gateway's own fields (Stripe's Payment Element in setup mode, or the sandbox's test cards). */
export function AddCardForm({ stripeAccount, onSaved, onCancel, gateway: given }: AddCardFormProps) {
  const { intl } = useLocaleInfo();
  const { gateway, failed, retry } = useLoadedGateway(given);
  if (failed) {
    return (
      <Callout tone="danger" role="alert">
        <Text>
          <Trans>The card form could not be loaded. Check your connection.</Trans>
        </Text>
        <Button variant="secondary" size="sm" onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      </Callout>
    );
  }
  if (!gateway) return <AddCardFormSkeleton />;
  return (
    <gateway.Provider mode="setup" amount={0} currency={currencyOfAccount(stripeAccount)} locale={intl}>
      <AddCardBody gateway={gateway} stripeAccount={stripeAccount} onSaved={onSaved} onCancel={onCancel} />
    </gateway.Provider>
  );
}

function AddCardBody({ gateway, stripeAccount, onSaved, onCancel }: AddCardFormProps & { gateway: PaymentGateway }) {
  const { t, i18n } = useLingui();
  const operations = gateway.useOperations();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<PaymentFailure>();

  const submit = async () => {
    if (saving) return;
    setSaving(true);
    setFailure(undefined);
    const outcome = await saveCard(operations, stripeAccount, savePaymentMethod);
    if (outcome.kind === 'saved') {
      // Both lists of the account (ready, awaiting confirmation) and the pay form's share the key.
      await queryClient.invalidateQueries({ queryKey: paymentKeys.savedMethods(stripeAccount) });
      onSaved(outcome.method);
      return;
    }
    setSaving(false);
    if (outcome.kind === 'failed') setFailure(outcome.failure);
  };

  return (
    <form
      className={css.form}
      aria-label={t`Add a card`}
      aria-busy={saving || undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <gateway.Fields disabled={saving} />
      {failure && (
        <Callout tone="danger" role="alert">
          <Text weight="semibold">{i18n._(paymentErrorMessage(failure.reason, failure.code))}</Text>
          {showsBankLimitsHint(failure.reason) && <Text size="sm">{i18n._(BANK_LIMITS_HINT)}</Text>}
          <Button variant="secondary" size="sm" onClick={() => void submit()}>
            <Trans>Try again</Trans>
          </Button>
        </Callout>
      )}
      <div className={css.actions}>
        <Button type="submit" loading={saving}>
          <Trans>Save card</Trans>
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
