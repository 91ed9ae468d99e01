import { Trans, useLingui } from '@lingui/react/macro';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { IBAN_PROBLEM_MESSAGES, electronicIban, payoutKeys } from '@/entities/payout';
import { stripeAccountOf } from '@/entities/payment';
import { useSession, useSessionActor } from '@/entities/session';
import { localIsoDate } from '@/entities/user';
import { clearDraft, readDraft, showFieldErrors, useDraft } from '@/shared/lib/flow';
import { isPaymentGatewayError, loadPaymentGateway } from '@/shared/lib/payment-gateway';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { useToast } from '@/shared/ui/toast';
import { fetchMe, saveBankAccount } from '../api/payout-account-requests';
import { bankAccountSchema, birthDateParts, type BankAccountValues } from '../model/bank-account-schema';

const DRAFT_KEY = 'campershare:bank-account-draft';

/**
 * The owner's payout account (000 §5, §7): IBAN, holder and date of birth become the provider's
 * account and bank tokens in the browser, and only the tokens go to `POST /me/bank-account`.
 */
export function BankAccountForm({ onSaved }: { onSaved?: () => void }) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const { user } = useSession();
  const actor = useSessionActor();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const resolver = useMemo(() => valibotResolver(bankAccountSchema(i18n, localIsoDate())) as Resolver<BankAccountValues>, [i18n]);
  const defaults = useMemo(
    () =>
      readDraft<BankAccountValues>(DRAFT_KEY, {
        iban: '',
        holderName: user?.organizationName ?? [user?.firstName, user?.lastName].filter(Boolean).join(' '),
        birthDate: user?.birthDate?.slice(0, 10) ?? '',
      }),
    // The user's name and birth date fill an empty form once; later changes to the user do not overwrite what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const form = useForm<BankAccountValues>({ defaultValues: defaults, resolver });
  useDraft(DRAFT_KEY, form);

  const submit = form.handleSubmit(async ({ iban, holderName, birthDate }) => {
    setFailed(false);
    const stripeAccount = user?.stripeAccount ?? stripeAccountOf(user?.country);
    const invalidIban = i18n._(IBAN_PROBLEM_MESSAGES.invalid);
    try {
      if (!user || !stripeAccount) throw new Error('No payment-provider account for this user.');
      const number = electronicIban(iban);
      const gateway = await loadPaymentGateway();
      const tokens = await gateway.createPayoutAccountTokens({
        iban: number,
        holderName: holderName.trim(),
        birthDate: birthDateParts(birthDate),
        country: number.slice(0, 2),
        currency: (user.currency ?? 'eur').toLowerCase(),
      });
      await saveBankAccount({ stripeAccount, ...tokens });
    } catch (error) {
      // The provider refuses an account number it cannot use with a card error; the API names the bank token.
      if (isPaymentGatewayError(error) && error.type === 'card_error') {
        form.setError('iban', { type: 'server', message: invalidIban }, { shouldFocus: true });
        return;
      }
      const { rest } = showFieldErrors(error, form.setError, i18n, {
        fields: ['iban', 'holderName', 'birthDate'],
        apiFields: { bankAccountToken: 'iban', accountToken: 'birthDate' },
        slugs: { invalid_iban: { field: 'iban', message: invalidIban } },
        messages: { iban: invalidIban },
      });
      setFailed(rest !== undefined);
      return;
    }
    form.reset({ iban: '', holderName, birthDate });
    // After the reset, which the draft's watcher writes down too.
    clearDraft(DRAFT_KEY);
    await queryClient.invalidateQueries({ queryKey: payoutKeys.bankAccount() });
    toast({ title: t`Your bank account has been saved.`, variant: 'success' });
    // The menus show the economy section once the account exists (002 §2.5).
    fetchMe()
      .then((next) => actor?.send({ type: 'USER_UPDATED', user: next }))
      .catch(() => undefined);
    onSaved?.();
  });

  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate aria-label={t`Bank account`}>
      <Stack gap="lg">
        <FormField label={t`IBAN`} hint={t`As on your bank statement, for example SE45 5000 0000 0583 9825 7466.`} error={errors.iban?.message}>
          {(control) => <Input {...control} {...form.register('iban')} autoComplete="off" spellCheck={false} autoCapitalize="characters" aria-required="true" />}
        </FormField>
        <FormField label={t`Account holder`} error={errors.holderName?.message}>
          {(control) => <Input {...control} {...form.register('holderName')} autoComplete="name" aria-required="true" />}
        </FormField>
        <FormField label={t`Date of birth`} hint={t`The payment provider needs it to verify the account holder.`} error={errors.birthDate?.message}>
          {(control) => <Input {...control} {...form.register('birthDate')} type="date" autoComplete="bday" aria-required="true" />}
        </FormField>
        {failed && (
          <Callout tone="danger" role="alert">
            <Text weight="semibold">
              <Trans>Your bank account could not be saved. Please try again.</Trans>
            </Text>
          </Callout>
        )}
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            <Trans>Save bank account</Trans>
          </Button>
        </div>
      </Stack>
    </form>
  );
}
