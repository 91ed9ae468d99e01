import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AssetDamage } from '@/entities/vehicle';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/dialog';
import { Text } from '@/shared/ui/text';
import { deleteDamage, refreshDamages } from '../api/damage-requests';

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
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
      title={t`Delete the damage?`}
      trigger={
        <Button size="sm" variant="secondary" aria-label={t`Delete: ${location}`}>
          {t`Delete`}
        </Button>
      }
      labels={{ confirm: t`Delete the damage`, cancel: t`Cancel`, retry: t`Try again` }}
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
      failure={remove.isError && <Text>{t`The damage could not be deleted. Please try again.`}</Text>}
    >
      <Text>{t`The damage "${location}" with its photos and documentation is deleted. This cannot be undone.`}</Text>
    </ConfirmDialog>
  );
}
