import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import {
  BOOKING_METHODS,
  CANCELLATION_POLICIES,
  DRIVING_LICENSE_CLASSES,
  EQUIPMENT_FILTER_KEYS,
  FILTER_KEYS,
  INCLUDED_DISTANCE_BANDS,
  MAX_LENGTH_MAX_CM,
  MAX_LENGTH_MIN_CM,
  MAX_MASS_OPTIONS,
  MINIMUM_AGE_OPTIONS,
  RULE_FILTER_KEYS,
  SITS_MAX,
  TOWBAR_SOCKETS,
  TRANSMISSIONS,
  VEHICLE_AGE_BANDS,
  WINTER_TYRE_TYPES,
  countAdditionalFilters,
  includedDistanceBandLabel,
  isAdditionalFilterKey,
  massLimitLabel,
  ruleFilterLabel,
  vehicleAgeBandLabel,
  type FilterKey,
  type FilterState,
  type StandbyFilters,
} from '@/entities/vehicle-search';
import { MARKET_COUNTRIES } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { regionChoices } from '@/shared/lib/intl';
import { bookingMethodLabel, cancellationPolicyLabel, equipmentLabel, towbarSocketLabel, transmissionLabel, winterTyreLabel } from '@/entities/vehicle';
import { labelledOptions } from '@/shared/lib/labels';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Dialog } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/select';
import * as css from './filter-vehicles.css';

const ANY = 'any';
const LENGTH_OPTIONS = Array.from({ length: (MAX_LENGTH_MAX_CM - MAX_LENGTH_MIN_CM) / 50 + 1 }, (_, i) => MAX_LENGTH_MIN_CM + i * 50);

export interface MoreFiltersDialogProps {
  state: FilterState;
  /** The dialog's choices as a standby change: every additional key, unset ones as `undefined`. */
  onApply: (standby: StandbyFilters) => void;
  onClear: () => void;
  brands?: readonly { id: number; name: string }[];
  brandFixed?: boolean;
  /** Opens the dialog at once (stories, tests). */
  defaultOpen?: boolean;
}

const additionalOf = (state: FilterState): FilterState =>
  Object.fromEntries((Object.keys(state) as FilterKey[]).filter(isAdditionalFilterKey).map((key) => [key, state[key]])) as FilterState;

function OptionSelect({ label, value, options, onChange }: { label: ReactNode; value: string | undefined; options: readonly { value: string; label: string }[]; onChange: (value: string | undefined) => void }) {
  const { t } = useLingui();
  return (
    <FormField label={label}>
      {(control) => (
        <NativeSelect {...control} items={[{ value: ANY, label: t`Any` }, ...options]} value={value ?? ANY} onValueChange={(next) => onChange(next === ANY ? undefined : next)} />
      )}
    </FormField>
  );
}

/** The additional filters (000 §3) in the shared dialog: edited as a draft, applied together. */
export function MoreFiltersDialog({ state, onApply, onClear, brands, brandFixed, defaultOpen = false }: MoreFiltersDialogProps) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const [open, setOpen] = useState(defaultOpen);
  const [draft, setDraft] = useState<FilterState>(() => additionalOf(state));
  const count = countAdditionalFilters(state);

  const set = <K extends FilterKey>(key: K, value: FilterState[K] | undefined) =>
    setDraft((current) => Object.fromEntries(Object.entries({ ...current, [key]: value }).filter(([, v]) => v !== undefined)) as FilterState);
  const plain = (values: readonly (string | number)[], format: (value: string) => string = (v) => v) => values.map((value) => ({ value: String(value), label: format(String(value)) }));
  const flag = (key: FilterKey, label: string) => (
    <Checkbox key={key} id={`filter-${key}`} label={label} checked={draft[key] === true} onCheckedChange={(checked) => set(key, checked ? (true as never) : undefined)} />
  );
  // Creating the region-name formatter loads its data, a long task on a phone: not before the
  // dialog is first opened, and once per language.
  const [opened, setOpened] = useState(defaultOpen);
  const countryOptions = useMemo(() => {
    if (!opened) return [];
    return regionChoices(MARKET_COUNTRIES, intl);
  }, [opened, intl]);

  const apply = () => {
    const standby: StandbyFilters = {};
    for (const key of FILTER_KEYS.filter(isAdditionalFilterKey)) {
      if (brandFixed && key === 'brandId') continue;
      (standby as Record<string, unknown>)[key] = draft[key];
    }
    onApply(standby);
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setDraft(additionalOf(state));
          setOpened(true);
        }
        setOpen(next);
      }}
      title={<Trans>More filters</Trans>}
      size="lg"
      trigger={
        <Button type="button" name="more-filters" variant="secondary">
          {count > 0 ? <Trans>More filters ({count})</Trans> : <Trans>More filters</Trans>}
        </Button>
      }
    >
      <form
        className={css.dialogBody}
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog is portalled, but React bubbles the submit up the component tree.
          event.stopPropagation();
          apply();
        }}
      >
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>
            <Trans>Rules</Trans>
          </legend>
          <div className={css.checkGrid}>{RULE_FILTER_KEYS.map((key) => flag(key, ruleFilterLabel(i18n, key)))}</div>
        </fieldset>

        <fieldset className={css.fieldset}>
          <legend className={css.legend}>
            <Trans>Vehicle</Trans>
          </legend>
          <div className={css.selectGrid}>
            <OptionSelect label={<Trans>Seats at least</Trans>} value={draft.sitsAtLeast?.toString()} options={plain(Array.from({ length: SITS_MAX }, (_, i) => i + 1))} onChange={(v) => set('sitsAtLeast', v === undefined ? undefined : Number(v))} />
            <OptionSelect label={<Trans>Maximum length</Trans>} value={draft.maxLength?.toString()} options={plain(LENGTH_OPTIONS, (cm) => t`${Number(cm) / 100} m`)} onChange={(v) => set('maxLength', v === undefined ? undefined : Number(v))} />
            <OptionSelect label={<Trans>Driving licence</Trans>} value={draft.maxAllowedDrivingLicenseClass} options={plain(DRIVING_LICENSE_CLASSES)} onChange={(v) => set('maxAllowedDrivingLicenseClass', v as FilterState['maxAllowedDrivingLicenseClass'])} />
            <OptionSelect label={<Trans>Gearbox</Trans>} value={draft.transmission} options={labelledOptions(i18n, TRANSMISSIONS, transmissionLabel)} onChange={(v) => set('transmission', v as FilterState['transmission'])} />
            {brands && !brandFixed && (
              <OptionSelect label={<Trans>Brand</Trans>} value={draft.brandId?.toString()} options={brands.map((b) => ({ value: String(b.id), label: b.name }))} onChange={(v) => set('brandId', v === undefined ? undefined : Number(v))} />
            )}
            <OptionSelect label={<Trans>Maximum authorised mass</Trans>} value={draft.maxMaximumAuthorizedMass?.toString()} options={labelledOptions(i18n, MAX_MASS_OPTIONS, massLimitLabel).map(({ value, label }) => ({ value: String(value), label }))} onChange={(v) => set('maxMaximumAuthorizedMass', v === undefined ? undefined : (Number(v) as 3500 | 7500))} />
            <OptionSelect label={<Trans>Vehicle age</Trans>} value={draft.vehicleAge} options={labelledOptions(i18n, VEHICLE_AGE_BANDS, vehicleAgeBandLabel)} onChange={(v) => set('vehicleAge', v as FilterState['vehicleAge'])} />
            <OptionSelect label={<Trans>Winter tyres</Trans>} value={draft.winterTyreType} options={labelledOptions(i18n, WINTER_TYRE_TYPES, winterTyreLabel)} onChange={(v) => set('winterTyreType', v as FilterState['winterTyreType'])} />
            <OptionSelect label={<Trans>Towbar socket</Trans>} value={draft.towbarSocket} options={labelledOptions(i18n, TOWBAR_SOCKETS, towbarSocketLabel)} onChange={(v) => set('towbarSocket', v as FilterState['towbarSocket'])} />
          </div>
        </fieldset>

        <fieldset className={css.fieldset}>
          <legend className={css.legend}>
            <Trans>Booking</Trans>
          </legend>
          <div className={css.selectGrid}>
            <OptionSelect label={<Trans>Your age</Trans>} value={draft.minimumAge?.toString()} options={plain(MINIMUM_AGE_OPTIONS)} onChange={(v) => set('minimumAge', v === undefined ? undefined : Number(v))} />
            <OptionSelect label={<Trans>Booking method</Trans>} value={draft.bookingMethod} options={labelledOptions(i18n, BOOKING_METHODS, bookingMethodLabel)} onChange={(v) => set('bookingMethod', v as FilterState['bookingMethod'])} />
            <OptionSelect label={<Trans>Cancellation policy</Trans>} value={draft.cancellationPolicy} options={labelledOptions(i18n, CANCELLATION_POLICIES, cancellationPolicyLabel)} onChange={(v) => set('cancellationPolicy', v as FilterState['cancellationPolicy'])} />
            <OptionSelect label={<Trans>Included distance per night</Trans>} value={draft.includedDistancePerNight} options={labelledOptions(i18n, INCLUDED_DISTANCE_BANDS, includedDistanceBandLabel)} onChange={(v) => set('includedDistancePerNight', v as FilterState['includedDistancePerNight'])} />
            <OptionSelect label={<Trans>Country</Trans>} value={draft.country} options={countryOptions} onChange={(v) => set('country', v)} />
            <FormField label={<Trans>Brand, model or place</Trans>}>
              {(control) => <Input {...control} type="search" maxLength={200} value={draft.search ?? ''} onChange={(e) => set('search', e.target.value.trim() === '' ? undefined : e.target.value)} />}
            </FormField>
          </div>
        </fieldset>

        <fieldset className={css.fieldset}>
          <legend className={css.legend}>
            <Trans>Equipment</Trans>
          </legend>
          <div className={css.checkGrid}>{EQUIPMENT_FILTER_KEYS.map((key) => flag(key, equipmentLabel(i18n, key)))}</div>
        </fieldset>

        <div className={css.dialogFooter}>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setDraft({});
              onClear();
              setOpen(false);
            }}
          >
            <Trans>Clear additional filters</Trans>
          </Button>
          <Button type="submit">
            <Trans>Show results</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
