import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { PASSWORD_MISMATCH_MESSAGE, PASSWORD_RULE_MESSAGE, newPasswordSchema } from '@/entities/user';
import { showFieldErrors } from '@/shared/lib/flow';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { ButtonLink, Link } from '@/shared/ui/link';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { resetPassword } from '../api/password-reset';
import { INVALID_RESET_CODE_SLUG, RESET_REFUSALS, formFailureMessage } from '../model/reset-refusals';

interface Values {
  code: string;
  password: string;
  confirmation: string;
}

export interface ResetPasswordFormProps {
  /** The code from the mailed link; without it the form asks for the code. */
  code?: string;
}

type Outcome = { kind: 'done' } | { kind: 'invalid-code' } | { kind: 'failed'; message: MessageDescriptor };

/** Chooses a new password with the code of a reset link (002 §5 rules, confirmation must match). */
export function ResetPasswordForm({ code }: ResetPasswordFormProps) {
  const { t, i18n } = useLingui();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  const [outcome, setOutcome] = useState<Outcome>();
  const resolver = useMemo(
    () =>
      valibotResolver(
        v.pipe(
          v.object({
            code: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Enter the code from the e-mail.`)),
            password: newPasswordSchema((message) => i18n._(message)),
            confirmation: v.pipe(v.string(), v.nonEmpty(t`Repeat the new password.`)),
          }),
          v.forward(
            v.partialCheck([['password'], ['confirmation']], (input) => input.password === input.confirmation, i18n._(PASSWORD_MISMATCH_MESSAGE)),
            ['confirmation'],
          ),
        ),
      ) as Resolver<Values>,
    [t, i18n],
  );
  const form = useForm<Values>({ defaultValues: { code: code ?? '', password: '', confirmation: '' }, resolver, criteriaMode: 'all' });
  const loginHref = isAvailable('login') ? hrefTo('login') : hrefTo('index', {}, { popup: 'login' });

  const submit = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    try {
      await resetPassword(values.code, values.password);
      setOutcome({ kind: 'done' });
    } catch (error) {
      const { rest } = showFieldErrors(error, form.setError, i18n, RESET_REFUSALS);
      if (rest?.slug === INVALID_RESET_CODE_SLUG) setOutcome({ kind: 'invalid-code' });
      else if (rest) setOutcome({ kind: 'failed', message: formFailureMessage(rest) });
    }
  });

  if (outcome?.kind === 'done') {
    return (
      <Stack gap="lg" align="flex-start">
        <Text role="status">
          <Trans>Your password has been changed. Log in with your new password.</Trans>
        </Text>
        <ButtonLink to={loginHref}>
          <Trans>Log in</Trans>
        </ButtonLink>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {code === undefined && (
          <FormField label={t`Code from the e-mail`} error={form.formState.errors.code?.message}>
            {(control) => <Input {...control} {...form.register('code')} autoComplete="one-time-code" aria-required="true" />}
          </FormField>
        )}
        <FormField label={t`New password`} hint={i18n._(PASSWORD_RULE_MESSAGE)} error={form.formState.errors.password?.message}>
          {(control) => <Input {...control} {...form.register('password')} type="password" autoComplete="new-password" aria-required="true" />}
        </FormField>
        <FormField label={t`Repeat the new password`} error={form.formState.errors.confirmation?.message}>
          {(control) => <Input {...control} {...form.register('confirmation')} type="password" autoComplete="new-password" aria-required="true" />}
        </FormField>
        {outcome?.kind === 'invalid-code' && (
          <Text role="alert" tone="danger" weight="semibold">
            <Trans>
              This reset link is no longer valid. <Link to={hrefTo('forgot-password')}>Request a new one</Link>.
            </Trans>
          </Text>
        )}
        {outcome?.kind === 'failed' && (
          <Text role="alert" tone="danger" weight="semibold">
            {i18n._(outcome.message)}
          </Text>
        )}
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            <Trans>Save new password</Trans>
          </Button>
        </div>
      </Stack>
    </form>
  );
}
