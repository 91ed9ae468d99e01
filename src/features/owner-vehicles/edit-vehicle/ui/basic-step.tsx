import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { components } from '@/shared/api';
import { REGISTRATION_COUNTRIES, isFieldShownForSubType, offersVehicleDataImport, subTypeLabel, type VehicleChanges, type VehicleRecord } from '@/entities/vehicle';
import { labelledOptions } from '@/shared/lib/labels';
import { useRegionChoices } from '@/shared/lib/intl';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/select';
import { Skeleton } from '@/shared/ui/skeleton';
import type { EditorField, FieldValue } from '../model/field-problems';
import * as css from './vehicle-editor.css';

type Brand = components['schemas']['AssetBrand'];
const SUB_TYPES = ['motorhome', 'campervan', 'caravan', 'other_camper'] as const;

export interface StepFieldsProps {
  values: VehicleChanges;
  errors: Partial<Record<EditorField, string>>;
  onChange: (field: EditorField, value: FieldValue) => void;
  /** Several fields at once (a suggestion taken). */
  onChangeMany?: (fields: Partial<Record<EditorField, FieldValue>>) => void;
  brands?: readonly Brand[] | undefined;
  /** The saved vehicle (null for a new listing): a step that asks the API about it (pricing) needs its id. */
  vehicle?: VehicleRecord | null;
  /** A call of the step's own changed the saved vehicle (own insurance cover confirmed). */
  onVehicleChanged?: (vehicle: VehicleRecord) => void;
}

// With the equipment step's chunk (vehicle-facts-steps.ts): the labels they share with the vehicle page stay one chunk.
const TechnicalFields = lazy(() => import('./vehicle-facts-steps').then((m) => ({ default: m.TechnicalFields })));
const VehicleDataLookup = lazy(() => import('./vehicle-facts-steps').then((m) => ({ default: m.VehicleDataLookup })));

const numberOf = (text: string) => (text.trim() === '' ? null : Number(text));
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * 000 §3 basic data: type, brand and model, model year, registration (with the import of the
 * vehicle data in SE, NO, DK and FI), seats and beds (seats hidden for caravans, 000 §5), and the
 * technical data.
 */
export function BasicStep({ values, errors, onChange, onChangeMany, brands }: StepFieldsProps) {
  const { t, i18n } = useLingui();
  const countries = useRegionChoices(REGISTRATION_COUNTRIES, 'by-name');
  const subType = values.subType;
  const showsSeats = subType === undefined || isFieldShownForSubType('sitsNumber', subType);
  return (
    <>
      <FormField label={t`Type of vehicle`} error={errors.subType}>
        {(control) => (
          <NativeSelect {...control} items={labelledOptions(i18n, SUB_TYPES, subTypeLabel)} placeholder={t`Choose a type`} value={subType ?? ''} onValueChange={(next) => onChange('subType', next)} />
        )}
      </FormField>
      <div className={css.pair}>
        <FormField label={t`Brand`} error={errors.brandId}>
          {(control) => (
            <NativeSelect
              {...control}
              items={(brands ?? []).map((brand) => ({ value: String(brand.id), label: brand.name }))}
              placeholder={brands ? t`Choose a brand` : t`Loading brands`}
              value={text(values.brandId)}
              onValueChange={(next) => onChange('brandId', numberOf(next))}
            />
          )}
        </FormField>
        <FormField label={t`Model`} error={errors.model}>
          {(control) => <Input {...control} value={text(values.model)} maxLength={255} onChange={(event) => onChange('model', event.target.value)} />}
        </FormField>
      </div>
      <FormField label={t`Model year`} error={errors.modelYear}>
        {(control) => <Input {...control} type="number" inputMode="numeric" value={text(values.modelYear)} onChange={(event) => onChange('modelYear', numberOf(event.target.value))} />}
      </FormField>
      <div className={css.pair}>
        <FormField label={t`Country of registration`} error={errors.registrationCountry}>
          {(control) => (
            <NativeSelect
              {...control}
              items={countries}
              placeholder={t`Choose a country`}
              value={text(values.registrationCountry)}
              onValueChange={(next) => onChange('registrationCountry', next)}
            />
          )}
        </FormField>
        <FormField label={t`Registration number`} error={errors.licensePlate}>
          {(control) => <Input {...control} value={text(values.licensePlate)} maxLength={16} autoCapitalize="characters" onChange={(event) => onChange('licensePlate', event.target.value)} />}
        </FormField>
      </div>
      {offersVehicleDataImport(values.registrationCountry) && onChangeMany && (
        <Suspense fallback={<Skeleton shape="rect" height="2rem" />}>
          <VehicleDataLookup values={values} brands={brands} onApply={(changes) => onChangeMany(changes)} />
        </Suspense>
      )}
      <div className={css.pair}>
        {showsSeats && (
          <FormField label={t`Seats`} error={errors.sitsNumber}>
            {(control) => <Input {...control} type="number" inputMode="numeric" min={0} max={50} value={text(values.sitsNumber)} onChange={(event) => onChange('sitsNumber', numberOf(event.target.value))} />}
          </FormField>
        )}
        {showsSeats && (
          <FormField label={t`Seats with belt`} error={errors.seatsWithBelt}>
            {(control) => <Input {...control} type="number" inputMode="numeric" min={0} max={50} value={text(values.seatsWithBelt)} onChange={(event) => onChange('seatsWithBelt', numberOf(event.target.value))} />}
          </FormField>
        )}
        <FormField label={t`Beds`} error={errors.sleepsNumber}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={0} max={50} value={text(values.sleepsNumber)} onChange={(event) => onChange('sleepsNumber', numberOf(event.target.value))} />}
        </FormField>
      </div>
      <Suspense fallback={<Skeleton shape="rect" height="16rem" />}>
        <TechnicalFields values={values} errors={errors} onChange={onChange} />
      </Suspense>
    </>
  );
}
