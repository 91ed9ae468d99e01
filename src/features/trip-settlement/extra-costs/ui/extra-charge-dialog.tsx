import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  EXTRA_CHARGE_CATEGORIES,
  EXTRA_CHARGE_DESCRIPTION_MAX,
  amountWithServiceFee,
  extraChargeCategoryLabel,
  extraChargeErrors,
  newExtraChargeOf,
  type ExtraChargeDraft,
  type NewExtraCharge,
} from '@/entities/booking';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney, parseAmount } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Input, Textarea } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/select';
import { Stack } from '@/shared/ui/stack';
import { addExtraCharge, refreshExtraCosts } from '../api/extra-costs';
import { useKeptDraft } from '@/shared/lib/flow';
import { extraCostFieldErrorLabel } from './field-error-labels';
import { extraCostFailure } from './failure-text';
import { SendRow } from './send-row';

export interface ExtraChargeDialogProps {
  bookingId: number;
  currency: string;
  /** The booking's extra-charge service fee, a fraction (001 §9). */
  feeFraction: number;
  onAdded: () => void;
  /**
   * When given, the charge goes to the caller instead of the API: the check-out's extra-costs step
   * holds it in its draft and sends it with the documentation, for the renter to approve (001 §2).
   */
  onCharge?: (charge: NewExtraCharge) => void;
}

const EMPTY: ExtraChargeDraft = { category: '', amount: '', description: '' };

/**
 * The extra-charge modal (001 §2, §3): category, amount with the service fee the renter pays on
 * top, and a description. Errors by the field as 001 §5 asks; the fields survive a reload. The
 * booking detail's late charge and the check-out's extra-costs step both open this one.
 */
export function ExtraChargeDialog({ bookingId, currency, feeFraction, onAdded, onCharge }: ExtraChargeDialogProps) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [draft, setDraft, clear] = useKeptDraft(`campershare:${onCharge ? 'checkout-charge' : 'extra-charge'}:${bookingId}`, EMPTY);
  const [shown, setShown] = useState(false);
  const send = useMutation({
    mutationFn: async (charge: NewExtraCharge) => (onCharge ? onCharge(charge) : addExtraCharge(bookingId, charge)),
    onSuccess: () => {
      clear();
      setShown(false);
      setOpen(false);
      onAdded();
    },
    onSettled: () => (onCharge ? undefined : refreshExtraCosts(queryClient, bookingId)),
  });
  const errors = shown ? extraChargeErrors(draft) : {};
  const error = (field: keyof typeof errors) => (errors[field] ? extraCostFieldErrorLabel(i18n, errors[field]) : undefined);
  const money = (minor: number) => formatMoney(minor, currency as Currency, intl);
  const amount = parseAmount(draft.amount);
  const total = amount ? amountWithServiceFee(amount, feeFraction) : null;
  const failure = send.error ? extraCostFailure(send.error) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // React bubbles the submit out of the dialog's portal: at check-out it would send the page's form too.
    event.stopPropagation();
    setShown(true);
    const charge = newExtraChargeOf(draft);
    if (charge) send.mutate(charge);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) send.reset();
      }}
      title={t`Add an extra charge`}
      description={<Trans>The renter pays it with the service fee on top.</Trans>}
      trigger={<Button variant="secondary">{t`Add an extra charge`}</Button>}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <FormField label={<Trans>What is it for?</Trans>} error={error('category')}>
            {(control) => (
              <NativeSelect
                {...control}
                items={EXTRA_CHARGE_CATEGORIES.map((category) => ({ value: category, label: extraChargeCategoryLabel(i18n, category) }))}
                placeholder={t`Choose a category`}
                value={draft.category}
                onValueChange={(value) => setDraft((d) => ({ ...d, category: value as ExtraChargeDraft['category'] }))}
              />
            )}
          </FormField>
          <FormField
            label={<Trans>Amount ({currency.toUpperCase()})</Trans>}
            hint={total !== null && amount !== null ? t`Service fee ${money(total - amount)}: the renter pays ${money(total)}.` : t`The service fee is added on top.`}
            error={error('amount')}
          >
            {(control) => <Input {...control} inputMode="decimal" autoComplete="off" value={draft.amount} onChange={(e) => setDraft((d) => ({ ...d, amount: e.target.value }))} />}
          </FormField>
          <FormField label={<Trans>Description</Trans>} hint={t`${draft.description.length} of ${EXTRA_CHARGE_DESCRIPTION_MAX} characters`} error={error('description')}>
            {(control) => <Textarea {...control} rows={4} value={draft.description} onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))} />}
          </FormField>
          <SendRow failure={failure} pending={send.isPending} label={t`Add the charge`} />
        </Stack>
      </form>
    </Dialog>
  );
}
