import { useLingui } from '@lingui/react/macro';
import { MINIMUM_AGE_OPTIONS, bookingMethodLabel, cleaningRulesLabel } from '@/entities/vehicle';
import { labelledOptions } from '@/shared/lib/labels';
import { Checkbox, NativeCheckbox } from '@/shared/ui/checkbox';
import { FormField } from '@/shared/ui/form-field';
import { Textarea } from '@/shared/ui/input';
import { NativeRadioGroup } from '@/shared/ui/radio-group';
import { NativeSelect } from '@/shared/ui/select';
import type { EditorField } from '../model/field-problems';
import type { StepFieldsProps } from './basic-step';
import * as css from './vehicle-editor.css';

// Vehicles take instant bookings or requests; `non_binding` exists on bookings only (contract).
const BOOKING_METHODS = ['binding', 'instant'] as const;
const CLEANING_RULES = ['default', 'custom'] as const;

/** 000 §3 policies and rules: who may rent and how, what renters may do, what they do on return (000 §5: age 18–48, the gas tank statement). */
export function RulesStep({ values, errors, onChange }: StepFieldsProps) {
  const { t, i18n } = useLingui();
  const box = (field: EditorField, label: string) => <NativeCheckbox label={label} checked={values[field as keyof typeof values] === true} onCheckedChange={(checked) => onChange(field, checked)} />;
  return (
    <>
      <FormField label={t`Minimum age of the renter`} hint={t`Renters younger than this cannot book the vehicle.`} error={errors.minimumAge}>
        {(control) => (
          <NativeSelect
            {...control}
            items={MINIMUM_AGE_OPTIONS.map((age) => ({ value: String(age), label: t`${age} years` }))}
            placeholder={t`Choose an age`}
            value={values.minimumAge === undefined ? '' : String(values.minimumAge)}
            onValueChange={(next) => onChange('minimumAge', Number(next))}
          />
        )}
      </FormField>
      <NativeRadioGroup
        label={t`How renters book`}
        items={labelledOptions(i18n, BOOKING_METHODS, bookingMethodLabel)}
        value={values.bookingMethod ?? 'binding'}
        onValueChange={(next) => onChange('bookingMethod', next)}
      />
      <fieldset className={css.group}>
        <legend className={css.legend}>{t`Renters may`}</legend>
        {box('petsAllowed', t`Bring pets`)}
        {box('smokingAllowed', t`Smoke in the vehicle`)}
        {box('festivalsAllowed', t`Go to festivals`)}
        {box('childrenAllowed', t`Bring children under 12`)}
      </fieldset>
      <fieldset className={css.group}>
        <legend className={css.legend}>{t`Included and on return`}</legend>
        {box('lpgIncluded', t`Propane (LPG) is included`)}
        {box('mustEmptyWaterTank', t`The renter empties the waste water tank`)}
        {box('mustEmptyToiletCassette', t`The renter empties the toilet cassette`)}
      </fieldset>
      <NativeRadioGroup
        label={t`Cleaning rules`}
        items={labelledOptions(i18n, CLEANING_RULES, cleaningRulesLabel)}
        value={values.cleaningRules ?? 'default'}
        onValueChange={(next) => onChange('cleaningRules', next)}
      />
      {values.cleaningRules === 'custom' && (
        <FormField label={t`Your cleaning rules`} hint={t`What the renter cleans before returning the vehicle. No e-mail addresses, phone numbers or links.`} error={errors.customCleaningRules}>
          {(control) => <Textarea {...control} rows={5} maxLength={5000} value={values.customCleaningRules ?? ''} onChange={(event) => onChange('customCleaningRules', event.target.value)} />}
        </FormField>
      )}
      {/* The one box that can be refused: the Radix one carries its error (this step is a chunk of its own). */}
      <Checkbox
        label={t`I confirm that the gas tank and the gas installation have not been changed, or that every change was inspected and approved.`}
        checked={values.gasTankChangeConfirmed === true}
        onCheckedChange={(checked) => onChange('gasTankChangeConfirmed', checked)}
        error={errors.gasTankChangeConfirmed}
      />
    </>
  );
}
