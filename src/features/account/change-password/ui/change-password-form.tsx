import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { useSessionActor } from '@/entities/session';
import { PASSWORD_MISMATCH_MESSAGE, PASSWORD_RULE_MESSAGE, newPasswordSchema } from '@/entities/user';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { useToast } from '@/shared/ui/toast';
import { updatePassword } from '../api/update-password';
import { changePasswordFailure } from '../model/change-password-errors';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

/** Changes the password; the user is logged out afterwards and logs in with the new one (002 §2.6). */
export function ChangePasswordForm() {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const actor = useSessionActor();
  const [failure, setFailure] = useState<MessageDescriptor>();
  const resolver = useMemo(
    () =>
      valibotResolver(
        v.pipe(
          v.object({
            currentPassword: v.pipe(v.string(), v.nonEmpty(t`Enter your current password.`)),
            newPassword: newPasswordSchema((message) => i18n._(message)),
            confirmation: v.pipe(v.string(), v.nonEmpty(t`Repeat the new password.`)),
          }),
          v.forward(
            v.partialCheck([['newPassword'], ['confirmation']], (input) => input.newPassword === input.confirmation, i18n._(PASSWORD_MISMATCH_MESSAGE)),
            ['confirmation'],
          ),
        ),
      ) as Resolver<Values>,
    [t, i18n],
  );
  const form = useForm<Values>({ defaultValues: { currentPassword: '', newPassword: '', confirmation: '' }, resolver, criteriaMode: 'all' });

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(undefined);
    try {
      await updatePassword(currentPassword, newPassword);
    } catch (error) {
      const result = changePasswordFailure(error);
      if (result.field) form.setError(result.field, { type: 'server', message: i18n._(result.message) });
      else setFailure(result.message);
      return;
    }
    toast({ title: t`Your password has been changed.`, description: t`Log in again with your new password.`, variant: 'success' });
    actor?.send({ type: 'PASSWORD_CHANGED' });
  });

  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormField label={t`Current password`} error={errors.currentPassword?.message}>
          {(control) => <Input {...control} {...form.register('currentPassword')} type="password" autoComplete="current-password" aria-required="true" />}
        </FormField>
        <FormField label={t`New password`} hint={i18n._(PASSWORD_RULE_MESSAGE)} error={errors.newPassword?.message}>
          {(control) => <Input {...control} {...form.register('newPassword')} type="password" autoComplete="new-password" aria-required="true" />}
        </FormField>
        <FormField label={t`Repeat the new password`} error={errors.confirmation?.message}>
          {(control) => <Input {...control} {...form.register('confirmation')} type="password" autoComplete="new-password" aria-required="true" />}
        </FormField>
        <Text tone="muted">
          <Trans>You will be logged out and can log in again with the new password.</Trans>
        </Text>
        {failure && (
          <Text role="alert" tone="danger" weight="semibold">
            {i18n._(failure)}
          </Text>
        )}
        <div>
          {/* The session actor arrives a moment after the page: until then the change could not log the user out. */}
          <Button type="submit" loading={form.formState.isSubmitting} disabled={!actor}>
            <Trans>Change password</Trans>
          </Button>
        </div>
      </Stack>
    </form>
  );
}
