import { useLingui } from '@lingui/react/macro';
import { fuelTypeLabel, isFieldShownForSubType, transmissionLabel } from '@/entities/vehicle';
import { labelledOptions } from '@/shared/lib/labels';
import { NativeCheckbox } from '@/shared/ui/checkbox';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/select';
import type { EditorField } from '../model/field-problems';
import type { StepFieldsProps } from './basic-step';
import * as css from './vehicle-editor.css';

const FUELS = ['diesel', 'petrol', 'electric', 'naturalGas', 'petroleumGas'] as const;
const TRANSMISSIONS = ['manual', 'automatic'] as const;
// Licence classes are named by their official codes in every language (enum-labels.test.ts).
const LICENCE_CLASSES = ['B', 'C1'] as const;

const numberOf = (text: string) => (text.trim() === '' ? null : Number(text));
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * 000 §3 dimensions and technical data of the basic-data step, with their units (lengths in cm,
 * masses in kg), and what a caravan hides (000 §5: fuel, gearbox, all-wheel drive, Euro 6). The
 * maximum authorised mass and the odometer are asked by the insurance step, whose rules they decide.
 */
export function TechnicalFields({ values, errors, onChange }: Pick<StepFieldsProps, 'values' | 'errors' | 'onChange'>) {
  const { t, i18n } = useLingui();
  const shown = (field: string) => values.subType === undefined || isFieldShownForSubType(field, values.subType);
  const measure = (field: EditorField & ('length' | 'width' | 'height' | 'curbWeight'), label: string) => (
    <FormField label={label} error={errors[field]}>
      {(control) => <Input {...control} type="number" inputMode="numeric" min={0} value={text(values[field])} onChange={(event) => onChange(field, numberOf(event.target.value))} />}
    </FormField>
  );
  return (
    <fieldset className={css.group}>
      <legend className={css.legend}>{t`Technical data`}</legend>
      <div className={css.pair}>
        <FormField label={t`First registered`} error={errors.registrationDate}>
          {(control) => <Input {...control} type="date" value={text(values.registrationDate)} onChange={(event) => onChange('registrationDate', event.target.value === '' ? null : event.target.value)} />}
        </FormField>
        <FormField label={t`Colour`} error={errors.colour}>
          {(control) => <Input {...control} value={text(values.colour)} maxLength={255} onChange={(event) => onChange('colour', event.target.value)} />}
        </FormField>
      </div>
      <div className={css.pair}>
        {measure('length', t`Length (cm)`)}
        {measure('width', t`Width (cm)`)}
        {measure('height', t`Height (cm)`)}
        {measure('curbWeight', t`Curb weight (kg)`)}
      </div>
      <div className={css.pair}>
        {shown('fueltype') && (
          <FormField label={t`Fuel`} error={errors.fueltype}>
            {(control) => (
              <NativeSelect {...control} items={labelledOptions(i18n, FUELS, fuelTypeLabel)} placeholder={t`Choose a fuel`} value={text(values.fueltype)} onValueChange={(next) => onChange('fueltype', next === '' ? null : next)} />
            )}
          </FormField>
        )}
        {shown('transmission') && (
          <FormField label={t`Gearbox`} error={errors.transmission}>
            {(control) => (
              <NativeSelect
                {...control}
                items={labelledOptions(i18n, TRANSMISSIONS, transmissionLabel)}
                placeholder={t`Choose a gearbox`}
                value={text(values.transmission)}
                onValueChange={(next) => onChange('transmission', next === '' ? null : next)}
              />
            )}
          </FormField>
        )}
        <FormField label={t`Driving licence class needed`} error={errors.drivingLicenseClass}>
          {(control) => (
            <NativeSelect
              {...control}
              items={LICENCE_CLASSES.map((value) => ({ value, label: value }))}
              placeholder={t`Choose a class`}
              value={text(values.drivingLicenseClass)}
              onValueChange={(next) => onChange('drivingLicenseClass', next === '' ? null : next)}
            />
          )}
        </FormField>
      </div>
      {shown('euro6Compliant') && <NativeCheckbox label={t`Meets the Euro 6 emission standard`} checked={values.euro6Compliant === true} onCheckedChange={(checked) => onChange('euro6Compliant', checked)} />}
      {shown('allWheelDrive') && <NativeCheckbox label={t`All-wheel drive`} checked={values.allWheelDrive === true} onCheckedChange={(checked) => onChange('allWheelDrive', checked)} />}
    </fieldset>
  );
}
