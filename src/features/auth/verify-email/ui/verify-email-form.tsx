import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { useSession, useSessionActor } from '@/entities/session';
import { showFieldErrors } from '@/shared/lib/flow';
import { useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { ButtonLink } from '@/shared/ui/link';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { verifyEmail } from '../api/verify-email';
import { VERIFY_REFUSALS, verifyFailureMessage } from '../model/verify-refusals';

export interface VerifyEmailFormProps {
  /** The code from the mailed link, filled in for the user to confirm. */
  code?: string;
}

interface Values {
  code: string;
}

/**
 * The paste-the-code screen (002 §2.2). A code from the link is filled in but not sent by
 * itself: mail scanners open links, and the user should see what is being confirmed.
 */
export function VerifyEmailForm({ code }: VerifyEmailFormProps) {
  const { t, i18n } = useLingui();
  const hrefTo = useLocalizedHref();
  const session = useSession();
  const actor = useSessionActor();
  const [verified, setVerified] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor>();
  const resolver = useMemo(
    () => valibotResolver(v.object({ code: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Enter the code from the e-mail.`)) })),
    [t],
  );
  const form = useForm<Values>({ defaultValues: { code: code ?? '' }, resolver });

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const user = await verifyEmail(values.code);
      if (session.user?.id === user.id) actor?.send({ type: 'USER_UPDATED', user });
      setVerified(true);
    } catch (error) {
      const { rest } = showFieldErrors(error, form.setError, i18n, VERIFY_REFUSALS);
      if (rest) setFailure(verifyFailureMessage(rest));
    }
  });

  if (verified) {
    return (
      <Stack gap="lg" align="flex-start">
        <Text role="status">
          <Trans>Your e-mail address is verified. Thank you!</Trans>
        </Text>
        <ButtonLink to={hrefTo('index')}>
          <Trans>Go to the home page</Trans>
        </ButtonLink>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormField label={t`Verification code`} hint={t`You find it in the e-mail we sent you.`} error={form.formState.errors.code?.message}>
          {(control) => <Input {...control} {...form.register('code')} autoComplete="one-time-code" aria-required="true" />}
        </FormField>
        {failure && (
          <Text role="alert" tone="danger" weight="semibold">
            {i18n._(failure)}
          </Text>
        )}
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            <Trans>Verify e-mail address</Trans>
          </Button>
        </div>
      </Stack>
    </form>
  );
}
