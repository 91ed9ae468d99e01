import { useLingui } from '@lingui/react/macro';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import type { StepFieldsProps } from './basic-step';
import * as css from './vehicle-editor.css';

/** 000 §3 check-in and check-out times, local time of the vehicle (000 §5: one pair must be set). */
export function CheckinCheckoutStep({ values, errors, onChange }: StepFieldsProps) {
  const { t } = useLingui();
  return (
    <div className={css.pair}>
      <FormField label={t`Check-in time`} hint={t`From when the renter can pick up the vehicle.`} error={errors.timeCheckin}>
        {(control) => <Input {...control} type="time" step={900} value={values.timeCheckin ?? ''} onChange={(event) => onChange('timeCheckin', event.target.value)} />}
      </FormField>
      <FormField label={t`Check-out time`} hint={t`By when the renter returns the vehicle.`} error={errors.timeCheckout}>
        {(control) => <Input {...control} type="time" step={900} value={values.timeCheckout ?? ''} onChange={(event) => onChange('timeCheckout', event.target.value)} />}
      </FormField>
    </div>
  );
}
