import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/shared/api';
import { useKeptDraft } from '@/shared/lib/flow';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Dialog, DialogClose } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Textarea } from '@/shared/ui/input';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { extendDepositReleaseDeadline, refreshAfterRelease } from '../api/release-deposit';
import * as css from './deposit.css';

const REASON_MAX = 5000;

/**
 * The extend-deposit-release-deadline modal (001 §2, §4): the owner who cannot yet state a
 * damage's cost holds the deposit longer, saying why. The reason survives a reload; a refusal
 * (the 30 days reached meanwhile) says so and offers no retry, any other failure keeps it for one.
 */
export function ExtendDeadlineButton({ bookingId }: { bookingId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [draft, setDraft, clear] = useKeptDraft(`campershare:extend-deposit-deadline:${bookingId}`, { reason: '' });
  const [shown, setShown] = useState(false);
  const extend = useMutation({
    mutationFn: (reason: string) => extendDepositReleaseDeadline(bookingId, reason),
    onSuccess: () => {
      clear();
      setShown(false);
      setOpen(false);
    },
    onSettled: () => refreshAfterRelease(queryClient, bookingId),
  });
  const reason = draft.reason.trim();
  const error = !shown ? undefined : reason === '' ? t`Say why you need more time.` : draft.reason.length > REASON_MAX ? t`The reason is too long (at most 5,000 characters).` : undefined;
  const refused = isApiError(extend.error) && extend.error.status === 409;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (reason !== '' && draft.reason.length <= REASON_MAX) extend.mutate(reason);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) extend.reset();
      }}
      title={t`Hold the deposit longer?`}
      description={<Trans>You get 7 more days to give the damage's amount, up to 30 days after the return.</Trans>}
      trigger={<Button variant="secondary">{t`Ask for more time`}</Button>}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormField label={<Trans>Why do you need more time?</Trans>} hint={t`For example: the workshop's quote is not in yet.`} error={error}>
            {(control) => <Textarea {...control} rows={4} maxLength={REASON_MAX} value={draft.reason} onChange={(e) => setDraft({ reason: e.target.value })} />}
          </FormField>
          {extend.error && (
            <Callout tone="danger" role="alert">
              <Text>{refused ? t`The deposit cannot be held longer: the deadline is already 30 days after the return.` : t`It could not be sent. Your reason is kept; please try again.`}</Text>
            </Callout>
          )}
          <div className={css.actions}>
            <DialogClose asChild>
              <Button variant="secondary">
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            {!refused && (
              <Button type="submit" loading={extend.isPending}>
                {extend.error ? t`Try again` : t`Hold the deposit longer`}
              </Button>
            )}
          </div>
        </Stack>
      </form>
    </Dialog>
  );
}
