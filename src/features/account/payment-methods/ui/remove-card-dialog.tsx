import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentKeys, savedCardLabel, type SavedPaymentMethod } from '@/entities/payment';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Dialog } from '@/shared/ui/dialog';
import { Text } from '@/shared/ui/text';
import { removePaymentMethod } from '../api/payment-method-requests';
import * as css from './payment-methods.css';

export interface RemoveCardDialogProps {
  /** The card to remove; the dialog is shown while one is given. */
  method: SavedPaymentMethod | undefined;
  stripeAccount: string;
  onClose: () => void;
  onRemoved: (method: SavedPaymentMethod) => void;
}

/** Asks before removing a saved card; a failure stays in the dialog with a retry. */
export function RemoveCardDialog({ method, stripeAccount, onClose, onRemoved }: RemoveCardDialogProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (card: SavedPaymentMethod) => removePaymentMethod(card.id),
    onSuccess: async (_nothing, card) => {
      await queryClient.invalidateQueries({ queryKey: paymentKeys.savedMethods(stripeAccount) });
      remove.reset();
      onRemoved(card);
    },
  });
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };

  return (
    <Dialog open={method !== undefined} onOpenChange={(open) => !open && close()} closeable={!remove.isPending} size="sm" title={t`Remove this card?`} description={method ? i18n._(savedCardLabel(method)) : undefined}>
      <div className={css.form}>
        <Text>
          <Trans>The card will no longer be offered when you pay. Payments already made are not affected.</Trans>
        </Text>
        {remove.isError && (
          <Callout tone="danger" role="alert">
            <Text weight="semibold">
              <Trans>The card could not be removed. Check your connection and try again.</Trans>
            </Text>
          </Callout>
        )}
        <div className={css.actions}>
          <Button variant="danger" loading={remove.isPending} onClick={() => method && remove.mutate(method)}>
            {remove.isError ? <Trans>Try again</Trans> : <Trans>Remove card</Trans>}
          </Button>
          <Button variant="ghost" onClick={close} disabled={remove.isPending}>
            <Trans>Keep card</Trans>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
