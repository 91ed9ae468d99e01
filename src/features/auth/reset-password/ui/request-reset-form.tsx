import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { showFieldErrors } from '@/shared/lib/flow';
import { useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { requestPasswordReset } from '../api/password-reset';
import { INVALID_EMAIL, REQUEST_RESET_REFUSALS, formFailureMessage } from '../model/reset-refusals';

interface Values {
  email: string;
}

/** The first step of a forgotten password: the e-mail address that gets the reset link. */
export function RequestResetForm() {
  const { t, i18n } = useLingui();
  const hrefTo = useLocalizedHref();
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<MessageDescriptor>();
  const resolver = useMemo(
    () =>
      valibotResolver(
        v.object({
          email: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Enter your e-mail address.`), v.email(i18n._(INVALID_EMAIL))),
        }),
      ),
    [t, i18n],
  );
  const form = useForm<Values>({ defaultValues: { email: '' }, resolver });

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(undefined);
    try {
      // The mailed link leads to the reset page of the language the visitor uses now.
      await requestPasswordReset(email, new URL(hrefTo('reset-password'), window.location.origin).toString());
      setSentTo(email);
    } catch (error) {
      const { rest } = showFieldErrors(error, form.setError, i18n, REQUEST_RESET_REFUSALS);
      if (rest) setFailure(formFailureMessage(rest));
    }
  });

  if (sentTo !== undefined) {
    return (
      <Stack gap="lg" align="flex-start">
        <Text role="status">
          <Trans>
            Check your inbox. If there is an account for {sentTo}, we have sent it a link to choose a new password.
          </Trans>
        </Text>
        <Button variant="secondary" onClick={() => setSentTo(undefined)}>
          <Trans>Use another e-mail address</Trans>
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormField label={t`E-mail address`} error={form.formState.errors.email?.message}>
          {(control) => <Input {...control} {...form.register('email')} type="email" autoComplete="email" aria-required="true" />}
        </FormField>
        {failure && (
          <Text role="alert" tone="danger" weight="semibold">
            {i18n._(failure)}
          </Text>
        )}
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            <Trans>Send reset link</Trans>
          </Button>
        </div>
      </Stack>
    </form>
  );
}
