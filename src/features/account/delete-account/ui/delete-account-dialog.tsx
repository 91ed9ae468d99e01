import { Trans, useLingui } from '@lingui/react/macro';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { useSessionActor } from '@/entities/session';
import { showFieldErrors } from '@/shared/lib/flow';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogClose } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { deleteAccount } from '../api/delete-account';

interface Values {
  password: string;
}

function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const { t, i18n } = useLingui();
  const actor = useSessionActor();
  const [failure, setFailure] = useState<'active-bookings' | 'other'>();
  const resolver = useMemo(() => valibotResolver(v.object({ password: v.pipe(v.string(), v.nonEmpty(t`Enter your password.`)) })), [t]);
  const form = useForm<Values>({ defaultValues: { password: '' }, resolver });

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(undefined);
    try {
      await deleteAccount(password);
    } catch (error) {
      // 002 §5: a wrong password is "Invalid password. Try again."
      const invalidPassword = t`Invalid password. Try again.`;
      const { rest } = showFieldErrors(error, form.setError, i18n, {
        fields: ['password'],
        slugs: { invalid_password: { field: 'password', message: invalidPassword } },
        messages: { password: invalidPassword },
      });
      // 002 §4.11: deletion is blocked while the user has active bookings.
      if (rest) setFailure(rest.slug === 'active_bookings_exist' ? 'active-bookings' : 'other');
      return;
    }
    onDeleted();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormField label={t`Your password`} error={form.formState.errors.password?.message}>
          {(control) => <Input {...control} {...form.register('password')} type="password" autoComplete="current-password" aria-required="true" />}
        </FormField>
        {failure && (
          <Text role="alert" tone="danger" weight="semibold">
            {failure === 'active-bookings' ? (
              <Trans>Your account cannot be deleted while you have active bookings. Once they are completed or cancelled, you can delete it.</Trans>
            ) : (
              <Trans>Your account could not be deleted. Please try again.</Trans>
            )}
          </Text>
        )}
        <Stack direction="horizontal" gap="md" wrap>
          {/* The session actor arrives a moment after the page: until then the deletion could not log the user out. */}
          <Button type="submit" variant="danger" loading={form.formState.isSubmitting} disabled={!actor}>
            <Trans>Delete my account</Trans>
          </Button>
          <DialogClose asChild>
            <Button variant="ghost">
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
        </Stack>
      </Stack>
    </form>
  );
}

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/** The confirmation with the password; in a chunk of its own, loaded when the user asks to delete. */
export function DeleteAccountDialog({ open, onOpenChange, onDeleted }: DeleteAccountDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`Delete your account?`} description={t`Enter your password to confirm. This cannot be undone.`} size="sm">
      <DeleteAccountForm onDeleted={onDeleted} />
    </Dialog>
  );
}
