import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  DEFAULT_RADIUS_KM,
  MAIN_FILTER_KEYS,
  RADIUS_OPTIONS,
  SEARCH_SUB_TYPES,
  SLEEPS_MAX,
  countAdditionalFilters,
  countFoldedFilters,
  type FilterGroup,
  type FilterState,
  type StandbyFilters,
} from '@/entities/vehicle-search';
import { subTypeLabel } from '@/entities/vehicle';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { NativeSelect } from '@/shared/ui/select';
import { DateRangeField } from './date-range-field';
import { LocationField } from './location-field';
import { MoreFiltersDialog, type MoreFiltersDialogProps } from './more-filters-dialog';
import { PriceField } from './price-field';
import * as css from './filter-vehicles.css';

type SubType = (typeof SEARCH_SUB_TYPES)[number];
const ANY = 'any';

export interface FilterBarProps {
  state: FilterState;
  /** A standby change merged key by key into the filters (000 §4). */
  onChange: (standby: StandbyFilters) => void;
  onClear: (group: FilterGroup) => void;
  /** Subtype pages are routes of their own: the page decides what a subtype change does. */
  onSubTypeChange: (subType: SubType | undefined) => void;
  brands?: MoreFiltersDialogProps['brands'];
  /** The brand page fixes the brand: the dialog leaves that choice out. */
  brandFixed?: boolean;
}

/**
 * The main filters (place, dates, subtype, radius, sleeps, price) and the button to the
 * additional ones; every change goes straight to the URL. On a phone only the place and dates
 * stand in view, the rest folded under a button with their count, so the results start in the
 * first screen (the subtype also has its tabs above).
 */
export function FilterBar({ state, onChange, onClear, onSubTypeChange, brands, brandFixed }: FilterBarProps) {
  const { t, i18n } = useLingui();
  const hasMain = MAIN_FILTER_KEYS.some((key) => state[key] !== undefined);
  const hasAdditional = countAdditionalFilters(state) > 0;
  const folded = countFoldedFilters(state);
  const [unfolded, setUnfolded] = useState(false);
  const foldedId = useId();

  return (
    <section className={css.bar} aria-label={t`Search filters`}>
      <LocationField
        placeName={state.placeDescription}
        onChoose={(place) =>
          onChange({
            location: { lat: place.lat, lng: place.lng },
            placeDescription: place.name,
            // A place makes "nearest first" meaningful; other sorts stay as chosen.
          })
        }
        onClear={() => onChange({ location: undefined, placeDescription: undefined, radius: undefined, ...(state.sort === 'distance' && { sort: undefined }) })}
      />

      <DateRangeField value={state.availableBetween} onChange={(availableBetween) => onChange({ availableBetween })} />

      <div className={css.foldToggle}>
        <Button type="button" variant="secondary" aria-expanded={unfolded} aria-controls={foldedId} onClick={() => setUnfolded((open) => !open)}>
          {folded > 0 ? <Trans>Filters ({folded})</Trans> : <Trans>Filters</Trans>}
        </Button>
      </div>

      <div id={foldedId} className={css.folded} data-unfolded={unfolded || undefined}>
        <FormField label={<Trans>Vehicle type</Trans>}>
          {(control) => (
            <NativeSelect
              {...control}
              name="subType"
              items={[{ value: ANY, label: t`All types` }, ...SEARCH_SUB_TYPES.map((s) => ({ value: s, label: subTypeLabel(i18n, s) }))]}
              value={state.subType ?? ANY}
              onValueChange={(value) => onSubTypeChange(value === ANY ? undefined : (value as SubType))}
            />
          )}
        </FormField>

        <FormField label={<Trans>Distance from the place</Trans>}>
          {(control) => (
            <NativeSelect
              {...control}
              name="radius"
              disabled={!state.location}
              items={RADIUS_OPTIONS.map((km) => ({ value: String(km), label: t`${km} km` }))}
              value={String(state.radius ?? state.location?.radius ?? DEFAULT_RADIUS_KM)}
              onValueChange={(value) => {
                const km = Number(value) as (typeof RADIUS_OPTIONS)[number];
                onChange({ radius: km === DEFAULT_RADIUS_KM ? undefined : km, ...(state.location?.radius !== undefined && { location: { lat: state.location.lat, lng: state.location.lng } }) });
              }}
            />
          )}
        </FormField>

        <FormField label={<Trans>Sleeps at least</Trans>}>
          {(control) => (
            <NativeSelect
              {...control}
              name="sleepsAtLeast"
              items={[
                { value: '0', label: t`Any number` },
                ...Array.from({ length: SLEEPS_MAX }, (_, i) => ({ value: String(i + 1), label: t`${i + 1} or more` })),
              ]}
              value={String(state.sleepsAtLeast ?? 0)}
              onValueChange={(value) => onChange({ sleepsAtLeast: value === '0' ? undefined : Number(value) })}
            />
          )}
        </FormField>

        <PriceField value={state.priceRange} onChange={(priceRange) => onChange({ priceRange })} />

        <div className={css.actions}>
          <MoreFiltersDialog state={state} onApply={onChange} onClear={() => onClear('additional')} brands={brands} brandFixed={brandFixed} />
          {hasMain && (
            <Button type="button" variant="ghost" onClick={() => onClear('main')}>
              <Trans>Clear main filters</Trans>
            </Button>
          )}
          {(hasMain || hasAdditional) && (
            <Button type="button" variant="ghost" onClick={() => onClear('all')}>
              <Trans>Clear all filters</Trans>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
