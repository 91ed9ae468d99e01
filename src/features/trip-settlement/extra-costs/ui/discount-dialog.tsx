import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { EXTRA_CHARGE_DISCOUNT_DESCRIPTION_MAX, extraChargeDiscountErrors, type ExtraChargeDiscountDraft } from '@/entities/booking';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney, parseAmount } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { Stack } from '@/shared/ui/stack';
import { addExtraChargeDiscount, refreshExtraCosts } from '../api/extra-costs';
import { useKeptDraft } from '@/shared/lib/flow';
import { extraCostFieldErrorLabel } from './field-error-labels';
import { extraCostFailure } from './failure-text';
import { SendRow } from './send-row';

export interface DiscountDialogProps {
  bookingId: number;
  currency: string;
  /** The charges not yet discounted, minor units: the most the discount may be. */
  max: number;
  onAdded: () => void;
}

const EMPTY: ExtraChargeDiscountDraft = { amount: '', description: '' };

/** The extra-charge-discount modal (001 §2, §3): an amount up to the charges and a description of at most 255 characters. */
export function DiscountDialog({ bookingId, currency, max, onAdded }: DiscountDialogProps) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [draft, setDraft, clear] = useKeptDraft(`campershare:extra-charge-discount:${bookingId}`, EMPTY);
  const [shown, setShown] = useState(false);
  const send = useMutation({
    mutationFn: (discount: { amount: number; description: string }) => addExtraChargeDiscount(bookingId, discount),
    onSuccess: () => {
      clear();
      setShown(false);
      setOpen(false);
      onAdded();
    },
    onSettled: () => refreshExtraCosts(queryClient, bookingId),
  });
  const errors = shown ? extraChargeDiscountErrors(draft, max) : {};
  const error = (field: keyof typeof errors) => (errors[field] ? extraCostFieldErrorLabel(i18n, errors[field]) : undefined);
  const failure = send.error ? extraCostFailure(send.error) : undefined;
  const limit = formatMoney(max, currency as Currency, intl);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    const amount = parseAmount(draft.amount);
    if (Object.keys(extraChargeDiscountErrors(draft, max)).length > 0 || amount === null) return;
    send.mutate({ amount, description: draft.description.trim() });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) send.reset();
      }}
      title={t`Give a discount on the extra charges`}
      trigger={<Button variant="secondary">{t`Give a discount`}</Button>}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <FormField label={<Trans>Amount ({currency.toUpperCase()})</Trans>} hint={t`Up to ${limit}.`} error={error('amount')}>
            {(control) => <Input {...control} inputMode="decimal" autoComplete="off" value={draft.amount} onChange={(e) => setDraft((d) => ({ ...d, amount: e.target.value }))} />}
          </FormField>
          <FormField label={<Trans>Description</Trans>} hint={t`${draft.description.length} of ${EXTRA_CHARGE_DISCOUNT_DESCRIPTION_MAX} characters`} error={error('description')}>
            {(control) => <Input {...control} autoComplete="off" value={draft.description} onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))} />}
          </FormField>
          <SendRow failure={failure} pending={send.isPending} label={t`Give the discount`} />
        </Stack>
      </form>
    </Dialog>
  );
}
