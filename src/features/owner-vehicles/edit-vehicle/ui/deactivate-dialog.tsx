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
import * as css from './vehicle-editor.css';

export interface DeactivateDialogProps {
  onClose: () => void;
  onDeactivate: (reason: string, explanation: string) => void;
}

/** Taking the vehicle off the marketplace needs a reason with an explanation (000 §5); existing bookings stay. */
export function DeactivateDialog({ onClose, onDeactivate }: DeactivateDialogProps) {
  const { t, i18n } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const [reason, setReason] = useState('');
  const [explanation, setExplanation] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; explanation?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { ...(reason ? {} : { reason: t`Choose a reason.` }), ...(explanation.trim() ? {} : { explanation: t`Explain in a few words.` }) };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    onDeactivate(reason, explanation.trim());
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
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
          <Button type="button" variant="secondary" onClick={onClose}>
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
