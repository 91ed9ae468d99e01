import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type ReactElement } from 'react';
import { pendingAmountOf } from '@/entities/order';
import {
  COMPENSATION_MODES,
  DAMAGE_LOCATION_MAX,
  DAMAGE_TEXT_MAX,
  EMPTY_DAMAGE_DRAFT,
  compensationModeLabel,
  damageDraftOf,
  damageErrors,
  damageWriteOf,
  type AssetDamage,
  type CompensationMode,
  type DamageErrors,
} from '@/entities/vehicle';
import { useLocale } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { useKeptDraft } from '@/shared/lib/flow';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Dialog } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Input, Textarea } from '@/shared/ui/input';
import { RadioGroup } from '@/shared/ui/radio-group';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { refreshDamages, saveDamage, type DamageFiles, type DamagePhoto } from '../api/damage-requests';
import { damageFieldErrorLabel } from './damage-field-errors';
import { DamageFilesField } from './damage-files-field';
import { DamageImages } from './damage-images';

export interface DamageDialogProps {
  vehicleId: number;
  /** The booking the damage was found in (the check-in's damages step); none from the vehicle's list. */
  bookingId?: number | null;
  /** The damage to edit; a new one when none. */
  damage?: AssetDamage;
  currency: string;
  trigger: ReactElement;
  /** Now, for the pending amount's deadline (stories and tests fix it). */
  now?: Date;
}

/** The form inside the open modal: mounted when it opens, so it starts from what was kept or from the damage as it is now. */
function DamageForm({ vehicleId, bookingId = null, damage, currency, now = new Date(), onDone }: Omit<DamageDialogProps, 'trigger'> & { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const key = `campershare:damage:${damage ? damage.id : `new-${vehicleId}-${bookingId ?? 0}`}`;
  const [draft, setDraft, clear] = useKeptDraft(key, damage ? damageDraftOf(damage) : EMPTY_DAMAGE_DRAFT);
  const [files, setFiles] = useState<DamageFiles>({ photos: [], documents: [] });
  const [shown, setShown] = useState(false);
  // A new damage whose fields were saved before a photo failed is edited on the retry, not made twice.
  const saved = useRef<number | null>(damage?.id ?? null);
  const pending = damage ? pendingAmountOf(damage, now) : { state: 'none' as const };
  const amountOpen = pending.state !== 'passed';
  const save = useMutation({
    mutationFn: async (write: NonNullable<ReturnType<typeof damageWriteOf>>) =>
      saveDamage(saved.current ? { damageId: saved.current } : { vehicleId, bookingId }, write, files, {
        onFields: (id) => (saved.current = id),
        onFileSent: (file) => setFiles((f) => ({ photos: f.photos.filter((p) => p.file !== file), documents: f.documents.filter((d) => d !== file) })),
      }),
    onSuccess: () => {
      clear();
      onDone();
    },
    onSettled: () => refreshDamages(queryClient, vehicleId),
  });
  const errors: DamageErrors = shown ? damageErrors(draft, amountOpen) : {};
  const error = (field: keyof DamageErrors) => (errors[field] ? damageFieldErrorLabel(i18n, errors[field]) : undefined);
  const edit = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));
  const withAmount = draft.compensationMode === 'fixed_amount' || draft.compensationMode === 'pending_amount';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // React bubbles the submit out of the dialog's portal: at check-in it would send the page's form too.
    event.stopPropagation();
    setShown(true);
    const write = damageWriteOf(draft, amountOpen);
    if (write) save.mutate(write);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormField label={<Trans>Where on the vehicle?</Trans>} hint={t`For example: rear bumper, left side.`} error={error('location')}>
          {(control) => <Input {...control} maxLength={DAMAGE_LOCATION_MAX} autoComplete="off" value={draft.location} onChange={(e) => edit({ location: e.target.value })} />}
        </FormField>
        <FormField label={<Trans>Description of the damage</Trans>} error={error('description')}>
          {(control) => <Textarea {...control} rows={3} maxLength={DAMAGE_TEXT_MAX} value={draft.description} onChange={(e) => edit({ description: e.target.value })} />}
        </FormField>
        <FormField label={<Trans>Course of events</Trans>} hint={t`How and when did it happen?`} error={error('courseOfEvents')}>
          {(control) => <Textarea {...control} rows={3} maxLength={DAMAGE_TEXT_MAX} value={draft.courseOfEvents} onChange={(e) => edit({ courseOfEvents: e.target.value })} />}
        </FormField>
        <RadioGroup
          label={t`Compensation`}
          items={COMPENSATION_MODES.map((mode) => ({ value: mode, label: compensationModeLabel(i18n, mode) }))}
          value={draft.compensationMode}
          onValueChange={(value) => edit({ compensationMode: value as CompensationMode })}
          error={error('compensationMode')}
        />
        {withAmount && (
          <FormField
            label={draft.compensationMode === 'pending_amount' ? <Trans>Amount ({currency.toUpperCase()}), when you know it</Trans> : <Trans>Amount ({currency.toUpperCase()})</Trans>}
            hint={
              draft.compensationMode !== 'pending_amount'
                ? undefined
                : pending.state === 'open'
                  ? t`Give the amount by ${formatDate(pending.due, locale)}. Until then the deposit is held.`
                  : pending.state === 'passed'
                    ? undefined
                    : t`You have up to 30 days to give it; until then the deposit is held.`
            }
            error={error('amount')}
          >
            {(control) => <Input {...control} inputMode="decimal" autoComplete="off" value={draft.amount} onChange={(e) => edit({ amount: e.target.value })} />}
          </FormField>
        )}
        {pending.state === 'passed' && draft.compensationMode === 'pending_amount' && (
          <Callout tone="info">
            <Text>{t`The deadline for the amount was ${formatDate(pending.due, locale)}. No amount can follow; the deposit is returned to the renter.`}</Text>
          </Callout>
        )}
        {damage && damage.images.length > 0 && <DamageImages damage={damage} editable />}
        <DamageFilesField
          files={files}
          onPhotos={(photos: DamagePhoto[]) => setFiles((f) => ({ ...f, photos }))}
          onDocuments={(documents: File[]) => setFiles((f) => ({ ...f, documents }))}
          disabled={save.isPending}
        />
        {save.isError && (
          <Text role="alert" tone="danger" weight="semibold">
            {t`It could not be saved. What you entered is kept; please try again.`}
          </Text>
        )}
        <div>
          <Button type="submit" loading={save.isPending}>
            {save.isError ? t`Try again` : damage ? t`Save the damage` : t`Add the damage`}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * The complete-damage modal (001 §2, §3; 000 §3): where, what, how it happened, how it is
 * compensated (none, a fixed amount, an amount to follow within its deadline, an insurance
 * claim), photos each with its type, rotated in place, and documentation. The check-in's damages
 * step and the vehicle's damage list open this one. Errors by the field (001 §5); the text
 * survives a reload.
 */
export function DamageDialog({ trigger, ...props }: DamageDialogProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen} size="lg" title={props.damage ? t`Edit the damage` : t`Document a damage`} trigger={trigger}>
      <DamageForm {...props} onDone={() => setOpen(false)} />
    </Dialog>
  );
}
