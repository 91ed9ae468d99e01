import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LONG_STAY_FROM_NIGHT, fractionOf, includedDistanceTypeLabel, isFieldShownForSubType, percentOf, seasonLabel } from '@/entities/vehicle';
import { useLocaleInfo } from '@/shared/i18n';
import { labelledOptions } from '@/shared/lib/labels';
import { formatMoney, toMajor, toMinor } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { NativeCheckbox } from '@/shared/ui/checkbox';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { NativeRadioGroup } from '@/shared/ui/radio-group';
import { Text } from '@/shared/ui/text';
import { fetchPriceSuggestions, fetchPricingExamples } from '../api/vehicle-requests';
import type { EditorField } from '../model/field-problems';
import type { StepFieldsProps } from './basic-step';
import { FetchFailed } from './fetch-failed';
import * as css from './vehicle-editor.css';

const DISTANCE_TYPES = ['per_night', 'per_booking', 'unlimited'] as const;
type NumberField = Extract<EditorField, 'leadTime' | 'minBookingLengthHigh' | 'minBookingLengthLow' | 'includedDistance'>;
type MoneyField = Extract<EditorField, 'highWeeklyPriceWithoutCleaning' | 'lowWeeklyPriceWithoutCleaning' | 'cleaningFee' | 'deposit' | 'pricePerKilometer'>;
type PercentField = Extract<EditorField, 'priceHighDiscount' | 'priceLowDiscount' | 'priceHighIncrease' | 'priceLowIncrease'>;

/**
 * 000 §3 pricing, in the vehicle's currency: weekly prices by season, long-stay discounts and
 * short-stay increases as percentages, handover fee, deposit, distance, lead time and minimum
 * nights; the API's suggestions from similar vehicles, and what sample stays cost at the saved prices.
 */
export function PricingStep({ values, errors, onChange, onChangeMany, vehicle }: StepFieldsProps) {
  const { t, i18n } = useLingui();
  const currency = values.currency ?? vehicle?.currency ?? 'eur';
  const code = currency.toUpperCase();
  const shown = (field: string) => values.subType === undefined || isFieldShownForSubType(field, values.subType);

  const money = (field: MoneyField, label: string, hint?: string) => (
    <FormField label={`${label} (${code})`} hint={hint} error={errors[field]}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={values[field] === null || values[field] === undefined ? '' : toMajor(values[field])}
          onChange={(event) => onChange(field, event.target.value === '' ? null : toMinor(Number(event.target.value)))}
        />
      )}
    </FormField>
  );
  const percent = (field: PercentField, label: string) => (
    <FormField label={`${label} (%)`} error={errors[field]}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={values[field] === null || values[field] === undefined ? '' : percentOf(values[field])}
          onChange={(event) => onChange(field, event.target.value === '' ? 0 : fractionOf(Number(event.target.value)))}
        />
      )}
    </FormField>
  );
  const count = (field: NumberField, label: string, hint?: string) => (
    <FormField label={label} hint={hint} error={errors[field]}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values[field] === null || values[field] === undefined ? '' : values[field]}
          onChange={(event) => onChange(field, event.target.value === '' ? null : Number(event.target.value))}
        />
      )}
    </FormField>
  );

  return (
    <>
      {vehicle && (
        <PriceSuggestions
          vehicleId={vehicle.id}
          onUse={(suggested) => onChangeMany?.({ highWeeklyPriceWithoutCleaning: suggested.high, lowWeeklyPriceWithoutCleaning: suggested.low })}
        />
      )}
      <Group legend={t`Weekly prices`}>
        <div className={css.pair}>
          {money('highWeeklyPriceWithoutCleaning', t`High season, per week`, t`June to August`)}
          {money('lowWeeklyPriceWithoutCleaning', t`Low season, per week`, t`September to May`)}
        </div>
      </Group>
      <Group legend={t`Long and short stays`} hint={t`A discount applies from night ${LONG_STAY_FROM_NIGHT}; an increase to shorter stays.`}>
        <div className={css.pair}>
          {percent('priceHighDiscount', t`Long-stay discount, high season`)}
          {percent('priceLowDiscount', t`Long-stay discount, low season`)}
          {percent('priceHighIncrease', t`Short-stay increase, high season`)}
          {percent('priceLowIncrease', t`Short-stay increase, low season`)}
        </div>
      </Group>
      <Group legend={t`Fees and deposit`}>
        <div className={css.pair}>
          {money('cleaningFee', t`Handover fee`, t`Optional, once per booking.`)}
          {money('deposit', t`Deposit`)}
        </div>
        <NativeCheckbox
          label={t`I take the deposit in cash at the handover`}
          checked={values.cashDeposit === true}
          onCheckedChange={(checked) => onChange('cashDeposit', checked)}
        />
      </Group>
      {shown('includedDistance') && (
        <Group legend={t`Distance`}>
          <NativeRadioGroup
            label={t`Included distance`}
            items={labelledOptions(i18n, DISTANCE_TYPES, includedDistanceTypeLabel)}
            value={values.includedDistanceType ?? 'unlimited'}
            onValueChange={(next) => onChange('includedDistanceType', next)}
          />
          {/* Unlimited: no kilometres to count, none extra to price. */}
          {(values.includedDistanceType ?? 'unlimited') !== 'unlimited' && (
            <div className={css.pair}>
              {count('includedDistance', t`Included kilometres`)}
              {shown('pricePerKilometer') && money('pricePerKilometer', t`Price per extra kilometre`)}
            </div>
          )}
        </Group>
      )}
      <Group legend={t`Booking`}>
        <div className={css.pair}>
          {count('minBookingLengthHigh', t`Minimum nights, high season`)}
          {count('minBookingLengthLow', t`Minimum nights, low season`)}
          {count('leadTime', t`Lead time in days`, t`How many days ahead a booking must start.`)}
        </div>
      </Group>
      {vehicle && <PricingExamples vehicleId={vehicle.id} savedAt={vehicle.updatedAt ?? ''} />}
    </>
  );
}

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className={css.group}>
      <legend className={css.legend}>{legend}</legend>
      {hint && (
        <Text size="sm" tone="muted">
          {hint}
        </Text>
      )}
      {children}
    </fieldset>
  );
}

function PriceSuggestions({ vehicleId, onUse }: { vehicleId: number; onUse: (suggested: { high: number; low: number }) => void }) {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  const query = useQuery({ queryKey: ['vehicle-editor', 'price-suggestions', vehicleId], queryFn: () => fetchPriceSuggestions(vehicleId), retry: false });
  if (query.isPending) return <Text tone="muted">{t`Loading price suggestions`}</Text>;
  if (query.isError) return <FetchFailed what={t`The price suggestions could not be loaded.`} onRetry={() => void query.refetch()} />;
  const { highWeeklyPriceWithoutCleaning: high, lowWeeklyPriceWithoutCleaning: low, currency } = query.data;
  if (high <= 0 || low <= 0) return null;
  const highText = formatMoney(high, currency, intl, { trimWholeAmounts: true });
  const lowText = formatMoney(low, currency, intl, { trimWholeAmounts: true });
  return (
    <Callout tone="info">
      <Text>{t`Similar vehicles are let for ${highText} a week in high season and ${lowText} in low season.`}</Text>
      <Button type="button" variant="secondary" size="sm" onClick={() => onUse({ high, low })}>
        <Trans>Use these prices</Trans>
      </Button>
    </Callout>
  );
}

function PricingExamples({ vehicleId, savedAt }: { vehicleId: number; savedAt: string }) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  // Examples are the saved prices': asked again after each save.
  const query = useQuery({ queryKey: ['vehicle-editor', 'pricing-examples', vehicleId, savedAt], queryFn: () => fetchPricingExamples(vehicleId), retry: false });
  if (query.isPending) return <Text tone="muted">{t`Loading pricing examples`}</Text>;
  if (query.isError) return <FetchFailed what={t`The pricing examples could not be loaded.`} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <Text tone="muted">{t`Save your weekly prices to see what sample stays cost.`}</Text>;
  return (
    <table className={css.examples}>
      <caption className={css.caption}>{t`Pricing examples at your saved prices`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Sample stay`}</th>
          <th scope="col">{t`The renter pays`}</th>
          <th scope="col">{t`You earn`}</th>
        </tr>
      </thead>
      <tbody>
        {query.data.map((example) => {
          const season = seasonLabel(i18n, example.season);
          return (
            <tr key={`${example.season}-${example.nights}-${example.fromDate ?? ''}`}>
              <th scope="row">
                <Plural value={example.nights} one={`# night, ${season}`} other={`# nights, ${season}`} />
              </th>
              <td>{formatMoney(example.totalPrice, example.currency, intl)}</td>
              <td>{formatMoney(example.ownerEarnings, example.currency, intl)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
