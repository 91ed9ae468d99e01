import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { vehicleKeys } from '@/entities/vehicle';
import { isApiError } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Dialog, DialogClose } from '@/shared/ui/dialog';
import { Stack } from '@/shared/ui/stack';
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) mutation.reset();
      }}
      size="sm"
      title={t`Delete ${name}?`}
      trigger={
        <Button variant="secondary" size="sm">
          <Trans>Delete</Trans>
        </Button>
      }
    >
      <Stack gap="md">
        <Text>
          <Trans>The vehicle, its photos, add-ons and unavailable periods are removed. This cannot be undone.</Trans>
        </Text>
        {error && (
          <Callout tone="danger" role="alert">
            <Text>{blocked ? t`This vehicle has open bookings, so it cannot be deleted.` : t`The vehicle could not be deleted. Please try again.`}</Text>
            <Text size="sm">{t`Error code: ${code}`}</Text>
          </Callout>
        )}
        <Stack direction="horizontal" gap="sm" justify="flex-end" wrap>
          <DialogClose asChild>
            <Button variant="secondary">
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          {!blocked && (
            <Button variant="danger" loading={mutation.isPending} onClick={() => mutation.mutate()}>
              {error ? <Trans>Try again</Trans> : <Trans>Delete vehicle</Trans>}
            </Button>
          )}
        </Stack>
      </Stack>
    </Dialog>
  );
}
