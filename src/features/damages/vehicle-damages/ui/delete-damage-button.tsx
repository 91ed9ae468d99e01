import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AssetDamage } from '@/entities/vehicle';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Dialog, DialogClose } from '@/shared/ui/dialog';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { deleteDamage, refreshDamages } from '../api/damage-requests';
import * as css from './damages.css';

/** Deletes a damage after asking: the API keeps nothing deleted. */
export function DeleteDamageButton({ damage }: { damage: AssetDamage }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteDamage(damage.id),
    onSuccess: () => setOpen(false),
    onSettled: () => refreshDamages(queryClient, damage.assetId),
  });
  const location = damage.location;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
      size="sm"
      title={t`Delete the damage?`}
      trigger={
        <Button size="sm" variant="secondary" aria-label={t`Delete: ${location}`}>
          {t`Delete`}
        </Button>
      }
    >
      <Stack gap="md">
        <Text>{t`The damage "${location}" with its photos and documentation is deleted. This cannot be undone.`}</Text>
        {remove.isError && (
          <Callout tone="danger" role="alert">
            <Text>{t`The damage could not be deleted. Please try again.`}</Text>
          </Callout>
        )}
        <div className={css.actions}>
          <DialogClose asChild>
            <Button variant="secondary">
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button loading={remove.isPending} onClick={() => remove.mutate()}>
            {remove.isError ? t`Try again` : t`Delete the damage`}
          </Button>
        </div>
      </Stack>
    </Dialog>
  );
}
