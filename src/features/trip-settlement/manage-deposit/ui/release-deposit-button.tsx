import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/dialog';
import { Text } from '@/shared/ui/text';
import { useToast } from '@/shared/ui/toast';
import { refreshAfterRelease, releaseDeposit } from '../api/release-deposit';

/** The API's slug, or a code of ours when no answer came (a deadline, a lost connection). */
const slugOf = (error: unknown): string => (isApiError(error) ? error.slug : 'no_response');

/**
 * The owner releases the deposit (001 §4, §6), confirmed in a dialog since it cannot be undone.
 * A failure keeps the dialog open with the spec's message (001 §8: release deposit failed, refund
 * failed) and the same button again; a damage case that came up meanwhile holds the deposit.
 */
export function ReleaseDepositButton({ bookingId, amount }: { bookingId: number; amount: string }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: () => releaseDeposit(bookingId),
    onSuccess: () => {
      setOpen(false);
      toast({ title: t`The deposit was released.`, variant: 'success' });
    },
    // Read again after a failure too: the deposit may have been released or held meanwhile.
    onSettled: () => refreshAfterRelease(queryClient, bookingId),
  });
  const slug = mutation.error ? slugOf(mutation.error) : undefined;
  const onHold = slug === 'deposit_release_on_hold';
  const message =
    slug === 'refund_failed'
      ? t`The refund to the renter's card failed. Please try again.`
      : slug === 'deposit_release_on_hold'
        ? t`The deposit is held while a damage case is open. Resolve the damage first.`
        : slug === 'release_deposit_failed'
          ? t`Releasing the deposit failed. Please try again.`
          : t`The deposit could not be released. Please try again.`;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) mutation.reset();
      }}
      title={t`Release the deposit?`}
      trigger={<Button>{t`Release the deposit`}</Button>}
      labels={{ confirm: t`Release the deposit`, cancel: t`Cancel`, retry: t`Try again` }}
      pending={mutation.isPending}
      onConfirm={() => mutation.mutate()}
      canRetry={!onHold}
      failure={
        slug && (
          <>
            <Text>{message}</Text>
            <Text size="sm">{t`Error code: ${slug}`}</Text>
          </>
        )
      }
    >
      <Text>{t`The renter gets the deposit of ${amount} back, less the extra charges they approved. This cannot be undone.`}</Text>
    </ConfirmDialog>
  );
}
