import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { vehicleKeys } from '@/entities/vehicle';
import { isApiError } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/dialog';
import { Text } from '@/shared/ui/text';
import { useToast } from '@/shared/ui/toast';
import { deleteVehicle } from '../api/delete-vehicle';

export interface DeleteVehicleButtonProps {
  vehicleId: number;
  /** The vehicle as the list names it, so the owner knows which one goes. */
  name: string;
  /** The owner whose list (`/me/assets`) is fetched again afterwards (000 §4). */
  ownerId: number;
}

/** The API's slug, or a code of ours when no answer came: the spec's "delete vehicle error with a code" (000 §8). */
const codeOf = (error: unknown): string => (isApiError(error) ? error.slug : 'no_response');

/**
 * Deleting a vehicle, confirmed in a dialog (000 §2 "my vehicles list (add, delete)"). The API
 * refuses while bookings are open; the dialog then says so with the code and stays open, and
 * any other failure offers the same button again.
 */
export function DeleteVehicleButton({ vehicleId, name, ownerId }: DeleteVehicleButtonProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: () => deleteVehicle(vehicleId),
    onSuccess: () => {
      setOpen(false);
      toast({ title: t`${name} has been deleted.`, variant: 'success' });
    },
    // Refetched after a delete, and after a failure too: the list may be out of date (deleted elsewhere).
    onSettled: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.mine(ownerId) }),
  });
  const error = mutation.error;
  const blocked = isApiError(error) && error.slug === 'vehicle_has_open_bookings';
  const code = codeOf(error);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) mutation.reset();
      }}
      title={t`Delete ${name}?`}
      trigger={
        <Button variant="secondary" size="sm">
          <Trans>Delete</Trans>
        </Button>
      }
      labels={{ confirm: t`Delete vehicle`, cancel: t`Cancel`, retry: t`Try again` }}
      confirmVariant="danger"
      pending={mutation.isPending}
      onConfirm={() => mutation.mutate()}
      canRetry={!blocked}
      failure={
        error && (
          <>
            <Text>{blocked ? t`This vehicle has open bookings, so it cannot be deleted.` : t`The vehicle could not be deleted. Please try again.`}</Text>
            <Text size="sm">{t`Error code: ${code}`}</Text>
          </>
        )
      }
    >
      <Text>
        <Trans>The vehicle, its photos, add-ons and unavailable periods are removed. This cannot be undone.</Trans>
      </Text>
    </ConfirmDialog>
  );
}
