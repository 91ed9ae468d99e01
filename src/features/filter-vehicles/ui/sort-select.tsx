import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_SORT, SORT_OPTIONS, sortLabel, type SortOption } from '@/entities/vehicle-search';
import { FormField } from '@/shared/ui/form-field';
import { NativeSelect } from '@/shared/ui/select';

export interface SortSelectProps {
  value: SortOption | undefined;
  onChange: (value: SortOption | undefined) => void;
  /** Distance needs a searched place; without one the option is left out. */
  hasLocation: boolean;
}

/** Sort order of the results (000 §3): popularity, price, -price, distance, random, country. */
export function SortSelect({ value, onChange, hasLocation }: SortSelectProps) {
  const { i18n } = useLingui();
  const items = SORT_OPTIONS.filter((sort) => sort !== 'distance' || hasLocation || value === 'distance').map((sort) => ({
    value: sort,
    label: sortLabel(i18n, sort),
  }));
  return (
    <FormField label={<Trans>Sort by</Trans>}>
      {(control) => (
        <NativeSelect
          {...control}
          name="sort"
          items={items}
          value={value ?? DEFAULT_SORT}
          onValueChange={(next) => onChange(next === DEFAULT_SORT ? undefined : (next as SortOption))}
        />
      )}
    </FormField>
  );
}
