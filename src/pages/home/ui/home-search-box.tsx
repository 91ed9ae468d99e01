import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { DateRangeField, LocationField, type Place } from '@/features/filter-vehicles';
import { subTypeLabel } from '@/entities/vehicle';
import type { FilterState } from '@/entities/vehicle-search';
import { useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { NativeSelect } from '@/shared/ui/select';
import { HOME_SUB_TYPES, homeSearchTarget, type HomeSubType } from '../model/search-target';
import * as css from './home-search-box.css';

/**
 * The home page's search: place, dates and vehicle type, leading to the type's search page with
 * the filters in the URL. Loaded after the page's first paint (it brings the place and date fields).
 */
export default function HomeSearchBox() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const hrefTo = useLocalizedHref();
  const [subType, setSubType] = useState<HomeSubType>('motorhome');
  const [place, setPlace] = useState<Place | undefined>();
  const [dates, setDates] = useState<FilterState['availableBetween']>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { route, query } = homeSearchTarget({ subType, place, dates });
    void navigate(hrefTo(route, {}, query));
  };

  return (
    <form className={css.searchForm} onSubmit={submit} aria-label={t`Search for a camper`}>
      <div className={css.searchPlace}>
        <LocationField placeName={place?.name} onChoose={setPlace} onClear={() => setPlace(undefined)} />
      </div>
      <DateRangeField value={dates} onChange={setDates} />
      <FormField label={<Trans>Vehicle type</Trans>}>
        {(control) => (
          <NativeSelect
            {...control}
            items={HOME_SUB_TYPES.map((value) => ({ value, label: subTypeLabel(i18n, value) }))}
            value={subType}
            onValueChange={(value) => setSubType(value as HomeSubType)}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className={css.searchSubmit}>
        <Trans>Search</Trans>
      </Button>
    </form>
  );
}
