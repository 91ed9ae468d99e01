import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { VehicleRecord } from '@/entities/vehicle';
import { failureOf, focusFirstInvalid } from '@/shared/lib/flow';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Checkbox } from '@/shared/ui/checkbox';
import { Dialog } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { confirmOwnInsurance } from '../api/insurance-requests';
import * as css from './vehicle-editor.css';

export interface ConfirmInsuranceDialogProps {
  vehicleId: number;
  onClose: () => void;
  onConfirmed: (vehicle: VehicleRecord) => void;
}

/**
 * The confirm-vehicle-insurance-details modal (001 §2, 002 §4): the owner names the insurer and
 * confirms that it covers renting the vehicle out, which turns the platform insurance off (000 §4).
 */
export function ConfirmInsuranceDialog({ vehicleId, onClose, onConfirmed }: ConfirmInsuranceDialogProps) {
  const { t } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const [company, setCompany] = useState('');
  const [covered, setCovered] = useState(false);
  const [errors, setErrors] = useState<{ company?: string; covered?: string }>({});
  const confirm = useMutation({ mutationFn: () => confirmOwnInsurance(vehicleId, company.trim()), onSuccess: onConfirmed });
  const code = confirm.error ? failureOf(confirm.error).slug : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Rendered from inside the step's form: React carries the submit up through the portal to it.
    event.stopPropagation();
    const found = { ...(company.trim() ? {} : { company: t`Enter the name of your insurance company.` }), ...(covered ? {} : { covered: t`Confirm that your insurance covers renting out the vehicle.` }) };
    setErrors(found);
    if (Object.keys(found).length > 0) requestAnimationFrame(() => focusFirstInvalid(form.current));
    else confirm.mutate();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="md"
      title={t`Confirm your vehicle's insurance details`}
      description={t`With your own insurance, the platform insurance is turned off for this vehicle and your insurer covers every rental.`}
    >
      <form ref={form} className={css.form} onSubmit={submit} noValidate>
        <FormField label={t`Insurance company`} error={errors.company}>
          {(control) => (
            <Input
              {...control}
              maxLength={255}
              value={company}
              onChange={(event) => {
                setCompany(event.target.value);
                setErrors(({ company: _fixed, ...rest }) => rest);
              }}
            />
          )}
        </FormField>
        <Checkbox
          label={t`My insurance covers renting out the vehicle to other people, for every booking on the platform.`}
          checked={covered}
          onCheckedChange={(checked) => {
            setCovered(checked === true);
            setErrors(({ covered: _fixed, ...rest }) => rest);
          }}
          error={errors.covered}
        />
        {confirm.error && (
          <Callout tone="danger" role="alert">
            <Text>{t`Your insurance details could not be saved. Please try again.`}</Text>
            <Text size="sm">{t`Error code: ${code}`}</Text>
          </Callout>
        )}
        <Stack direction="horizontal" gap="sm" justify="flex-end" wrap>
          <Button type="button" variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={confirm.isPending}>
            {confirm.error ? <Trans>Try again</Trans> : <Trans>Confirm own insurance</Trans>}
          </Button>
        </Stack>
      </form>
    </Dialog>
  );
}
