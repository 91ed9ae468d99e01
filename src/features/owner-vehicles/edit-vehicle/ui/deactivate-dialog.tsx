import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { DEACTIVATION_REASONS, deactivationReasonLabel } from '@/entities/vehicle';
import { focusFirstInvalid } from '@/shared/lib/flow';
import { labelledOptions } from '@/shared/lib/labels';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Textarea } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/select';
import { Stack } from '@/shared/ui/stack';
import { readDeactivationDraft, storeDeactivationDraft } from '../model/deactivation-draft';
import * as css from './vehicle-editor.css';

export interface DeactivateDialogProps {
  /** Whose dialog: what the owner types is kept for that vehicle until it is sent or cancelled. */
  vehicleId: number;
  onClose: () => void;
  onDeactivate: (reason: string, explanation: string) => void;
}

/** Taking the vehicle off the marketplace needs a reason with an explanation (000 §5); existing bookings stay. */
export function DeactivateDialog({ vehicleId, onClose, onDeactivate }: DeactivateDialogProps) {
  const { t, i18n } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const [kept] = useState(() => readDeactivationDraft(vehicleId));
  const [reason, setReasonState] = useState(kept?.reason ?? '');
  const [explanation, setExplanationState] = useState(kept?.explanation ?? '');
  // Nothing typed is lost on a reload or a lost connection (000 §5 asks a reason with an explanation).
  const setReason = (next: string) => {
    setReasonState(next);
    storeDeactivationDraft(vehicleId, { reason: next, explanation });
  };
  const setExplanation = (next: string) => {
    setExplanationState(next);
    storeDeactivationDraft(vehicleId, { reason, explanation: next });
  };
  const cancel = () => {
    storeDeactivationDraft(vehicleId, null);
    onClose();
  };
  const [errors, setErrors] = useState<{ reason?: string; explanation?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { ...(reason ? {} : { reason: t`Choose a reason.` }), ...(explanation.trim() ? {} : { explanation: t`Explain in a few words.` }) };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    storeDeactivationDraft(vehicleId, null);
    onDeactivate(reason, explanation.trim());
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        // Escape or a click outside only closes: what was typed stays for the next opening. The
        // browser also moves focus out while a page unloads, which must not drop it either.
        if (!open) onClose();
      }}
      size="md"
      title={t`Deactivate the vehicle`}
      description={t`Renters no longer find it in search. You can publish it again at any time.`}
    >
      <form ref={form} className={css.form} onSubmit={submit} noValidate>
        <FormField label={t`Reason`} error={errors.reason}>
          {(control) => (
            <NativeSelect
              {...control}
              items={labelledOptions(i18n, DEACTIVATION_REASONS, deactivationReasonLabel)}
              placeholder={t`Choose a reason`}
              value={reason}
              onValueChange={(next) => {
                setReason(next);
                setErrors(({ reason: _fixed, ...rest }) => rest);
              }}
            />
          )}
        </FormField>
        <FormField label={t`Explanation`} error={errors.explanation}>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              maxLength={5000}
              value={explanation}
              onChange={(event) => {
                setExplanation(event.target.value);
                setErrors(({ explanation: _fixed, ...rest }) => rest);
              }}
            />
          )}
        </FormField>
        <Stack direction="horizontal" gap="sm" justify="flex-end" wrap>
          <Button type="button" variant="secondary" onClick={cancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="danger">
            <Trans>Deactivate</Trans>
          </Button>
        </Stack>
      </form>
    </Dialog>
  );
}
