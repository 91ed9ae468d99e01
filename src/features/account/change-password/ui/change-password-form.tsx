import { Trans, useLingui } from '@lingui/react/macro';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { useSessionActor } from '@/entities/session';
import { PASSWORD_MISMATCH_MESSAGE, PASSWORD_RULE_MESSAGE, newPasswordSchema } from '@/entities/user';
import { showFieldErrors } from '@/shared/lib/flow';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { useToast } from '@/shared/ui/toast';
import { updatePassword } from '../api/update-password';

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
  const [failed, setFailed] = useState(false);
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
    setFailed(false);
    try {
      await updatePassword(currentPassword, newPassword);
    } catch (error) {
      // 002 §5: invalid current password, invalid new password, new password not accepted.
      const wrongCurrent = t`The current password is wrong.`;
      const notAccepted = t`The new password was not accepted. Choose another one, different from the current one, with at least 8 characters, an uppercase letter, a lowercase letter and a digit.`;
      const { rest } = showFieldErrors(error, form.setError, i18n, {
        fields: ['currentPassword', 'newPassword', 'confirmation'],
        slugs: {
          invalid_current_password: { field: 'currentPassword', message: wrongCurrent },
          new_password_not_accepted: { field: 'newPassword', message: notAccepted },
          invalid_new_password: { field: 'newPassword', message: notAccepted },
        },
        messages: { currentPassword: wrongCurrent, newPassword: notAccepted },
      });
      setFailed(rest !== undefined);
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
        {failed && (
          <Text role="alert" tone="danger" weight="semibold">
            <Trans>Your password could not be changed. Please try again.</Trans>
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
