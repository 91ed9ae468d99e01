import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  MAX_LISTED_MASS_KG,
  TRACKING_DEVICE_THRESHOLD_MINOR,
  insuranceEligibility,
  insurancePlanLabel,
  type AssetSubType,
} from '@/entities/vehicle';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { useRegionName } from '@/shared/lib/intl';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { NativeCheckbox } from '@/shared/ui/checkbox';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/select';
import { Text } from '@/shared/ui/text';
import { insurancePriceLevelsQuery } from '../api/insurance-requests';
import { INSURANCE_VALUE_BANDS, OPEN_TOP_INSURANCE_BAND, platformInsurerOf } from '../model/insurance-countries';
import { ineligibilityReasonLabel } from '../model/insurance-labels';
import type { StepFieldsProps } from './basic-step';
import { ConfirmInsuranceDialog } from './confirm-insurance-dialog';
import * as css from './vehicle-editor.css';

const numberOf = (text: string) => (text.trim() === '' ? null : Number(text));
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const ODOMETER_CHECKED: readonly AssetSubType[] = ['motorhome', 'campervan'];

/**
 * 000 §4 platform insurance, explained while the owner fills in what it depends on: private
 * ownership, the insured value band, a tracking device above SEK 1,000,000, the odometer, the mass,
 * an altered gas tank, and the country's insurer. Own cover turns it off (the confirm dialog).
 */
export function InsuranceStep({ values, errors, onChange, vehicle, onVehicleChanged }: StepFieldsProps) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const regionName = useRegionName();
  const [confirming, setConfirming] = useState(false);
  const currency: Currency = values.currency ?? vehicle?.currency ?? 'sek';
  const subType = values.subType ?? vehicle?.subType ?? 'motorhome';
  const insurer = platformInsurerOf(values.country);
  const eligibility = insuranceEligibility({
    subType,
    isPrivatelyOwned: values.isPrivatelyOwned ?? false,
    insuranceValue: values.insuranceValue ?? null,
    hasApprovedTrackingDevice: values.hasApprovedTrackingDevice ?? false,
    currentOdometerValue: values.currentOdometerValue ?? null,
    maximumAuthorizedMass: values.maximumAuthorizedMass ?? null,
    isConsideredSwiss: insurer === 'swiss',
    hasAlteredGasTank: values.hasAlteredGasTank ?? false,
  });
  const levels = useQuery({ ...insurancePriceLevelsQuery(vehicle?.id ?? 0, vehicle?.insuranceValue), enabled: vehicle !== null && vehicle !== undefined && insurer !== null });
  const money = (minor: number) => formatMoney(minor, currency, intl, { trimWholeAmounts: true });
  const bandLabel = (band: number) => {
    // The open top band starts where the one below it ends.
    const amount = money(band === OPEN_TOP_INSURANCE_BAND ? (INSURANCE_VALUE_BANDS.at(-2) ?? band) : band);
    return band === OPEN_TOP_INSURANCE_BAND ? t`Over ${amount}` : t`Up to ${amount}`;
  };
  const currentBand = (band: string) => t`${band} (your vehicle)`;
  const countryName = values.country ? regionName(values.country) : '';
  const ownCompany = vehicle?.insuranceCompany ?? null;
  const value = values.insuranceValue ?? null;

  return (
    <>
      <div role="status" data-testid="insurance-eligibility">
        {ownCompany ? (
          <Callout tone="info">
            <Text>{t`You confirmed your own insurance with ${ownCompany}: the platform insurance is off for this vehicle.`}</Text>
          </Callout>
        ) : insurer === null ? (
          <Callout tone="info">
            <Text>{t`The platform insurance is not offered for vehicles in ${countryName}. Confirm your own insurance below.`}</Text>
          </Callout>
        ) : eligibility.eligible ? (
          <Callout tone="success">
            <Text>{vehicle?.hasPlatformInsurance ? t`Your vehicle is covered by the platform insurance.` : t`Your vehicle qualifies for the platform insurance. Save to turn it on.`}</Text>
          </Callout>
        ) : (
          <Callout tone="info">
            <Text weight="bold">{t`Your vehicle does not qualify for the platform insurance yet:`}</Text>
            <ul className={css.refunds}>
              {eligibility.reasons.map((reason) => (
                <li key={reason}>{ineligibilityReasonLabel(i18n, reason)}</li>
              ))}
            </ul>
          </Callout>
        )}
      </div>
      <NativeCheckbox label={t`The vehicle is privately owned`} checked={values.isPrivatelyOwned === true} onCheckedChange={(checked) => onChange('isPrivatelyOwned', checked)} />
      <FormField label={t`Insured value`} hint={t`What the vehicle would cost to replace.`} error={errors.insuranceValue}>
        {(control) => (
          <NativeSelect
            {...control}
            items={INSURANCE_VALUE_BANDS.map((band) => ({ value: String(band), label: bandLabel(band) }))}
            placeholder={t`Choose a value`}
            value={text(value)}
            onValueChange={(next) => onChange('insuranceValue', numberOf(next))}
          />
        )}
      </FormField>
      {value !== null && value > TRACKING_DEVICE_THRESHOLD_MINOR && (
        <NativeCheckbox
          label={t`The vehicle has an approved tracking device`}
          checked={values.hasApprovedTrackingDevice === true}
          onCheckedChange={(checked) => onChange('hasApprovedTrackingDevice', checked)}
        />
      )}
      <div className={css.pair}>
        {ODOMETER_CHECKED.includes(subType) && (
          <FormField label={t`Odometer (km)`} hint={eligibility.odometerWarning ? t`Close to the 300,000 km limit of the platform insurance.` : undefined} error={errors.currentOdometerValue}>
            {(control) => <Input {...control} type="number" inputMode="numeric" min={0} value={text(values.currentOdometerValue)} onChange={(event) => onChange('currentOdometerValue', numberOf(event.target.value))} />}
          </FormField>
        )}
        <FormField label={t`Maximum authorised mass (kg)`} hint={t`At most ${MAX_LISTED_MASS_KG} kg.`} error={errors.maximumAuthorizedMass}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={0} value={text(values.maximumAuthorizedMass)} onChange={(event) => onChange('maximumAuthorizedMass', numberOf(event.target.value))} />}
        </FormField>
      </div>
      <NativeCheckbox label={t`The gas tank has been altered`} checked={values.hasAlteredGasTank === true} onCheckedChange={(checked) => onChange('hasAlteredGasTank', checked)} />

      {levels.data && levels.data.length > 0 && (
        <table className={css.examples}>
          <caption className={css.caption}>{t`Platform insurance price per night by insured value`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Insured value`}</th>
              <th scope="col">{t`Plan`}</th>
              <th scope="col">{t`Per night`}</th>
              <th scope="col">{t`Deductible`}</th>
            </tr>
          </thead>
          <tbody>
            {levels.data
              .filter((level) => level.key === 'omocom_basic')
              .map((level) => (
                <tr key={level.insuranceValue} aria-current={level.isCurrent ? 'true' : undefined}>
                  <th scope="row">{level.isCurrent ? currentBand(bandLabel(level.insuranceValue)) : bandLabel(level.insuranceValue)}</th>
                  <td>{insurancePlanLabel(i18n, level.key)}</td>
                  <td>{formatMoney(level.pricePerNight, level.currency, intl)}</td>
                  <td>{formatMoney(level.deductible, level.currency, intl, { trimWholeAmounts: true })}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
      {levels.isError && (
        <Text size="sm" tone="danger" role="alert">
          {t`The insurance prices could not be loaded.`}{' '}
          <Button type="button" variant="secondary" size="sm" onClick={() => void levels.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Text>
      )}

      {vehicle && !ownCompany && (
        <div className={css.group}>
          <Text>{t`Does your own insurance cover renting out the vehicle? Then you can turn the platform insurance off.`}</Text>
          <div>
            <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
              <Trans>I have my own insurance</Trans>
            </Button>
          </div>
        </div>
      )}
      {confirming && vehicle && (
        <ConfirmInsuranceDialog
          vehicleId={vehicle.id}
          onClose={() => setConfirming(false)}
          onConfirmed={(next) => {
            setConfirming(false);
            onVehicleChanged?.(next);
          }}
        />
      )}
    </>
  );
}
