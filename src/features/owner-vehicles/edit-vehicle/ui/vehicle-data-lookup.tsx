import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { components } from '@/shared/api';
import {
  fuelTypeLabel,
  importedChanges,
  isLookupPlate,
  planVehicleDataImport,
  plateForLookup,
  subTypeLabel,
  transmissionLabel,
  type ImportedField,
  type VehicleChanges,
} from '@/entities/vehicle';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { failureOf } from '@/shared/lib/flow';
import { numberFormat, useRegionName } from '@/shared/lib/intl';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { NativeCheckbox } from '@/shared/ui/checkbox';
import { Text } from '@/shared/ui/text';
import { fetchVehicleData } from '../api/vehicle-requests';
import * as css from './vehicle-data-lookup.css';

type Brand = components['schemas']['AssetBrand'];

export interface VehicleDataLookupProps {
  /** The vehicle as the owner has it now: its registration country and number are looked up. */
  values: VehicleChanges;
  /** The register's values the owner confirmed, all at once. */
  onApply: (changes: VehicleChanges) => void;
  brands?: readonly Brand[] | undefined;
}

/**
 * The import of the vehicle data by registration number (000 §5, §7; SE, NO, DK, FI only): the
 * register's data is shown first and fills the vehicle's empty fields when the owner confirms;
 * values the owner entered are replaced only when the owner asks for that too. Not a machine:
 * one request (TanStack Query's states) and the owner's confirmation, like the price suggestions.
 */
export function VehicleDataLookup({ values, onApply, brands }: VehicleDataLookupProps) {
  const { t } = useLingui();
  const regionName = useRegionName();
  const hintId = useId();
  const country = values.registrationCountry ?? '';
  const countryName = regionName(country);
  const plate = values.licensePlate ?? '';
  // The plate asked about; what was found shows while the owner's plate and country are still that one.
  const [asked, setAsked] = useState<{ country: string; plate: string } | null>(null);
  const [replace, setReplace] = useState(false);
  const [applied, setApplied] = useState<string | null>(null);
  const [typo, setTypo] = useState(false);
  const current = asked !== null && asked.country === country && asked.plate === plateForLookup(plate) ? asked : null;
  const lookup = useQuery({
    queryKey: ['vehicle-editor', 'vehicle-data', current?.country, current?.plate],
    queryFn: () => fetchVehicleData(current?.country ?? '', current?.plate ?? ''),
    enabled: current !== null,
    retry: false,
    staleTime: Infinity,
  });
  const key = current ? `${current.country}:${current.plate}` : '';

  const lookUp = () => {
    if (!isLookupPlate(plate)) {
      setTypo(true);
      return;
    }
    setTypo(false);
    setReplace(false);
    setApplied(null);
    const next = { country, plate: plateForLookup(plate) };
    if (current?.plate === next.plate && lookup.isError) void lookup.refetch();
    setAsked(next);
  };

  const failure = current && lookup.isError ? failureOf(lookup.error) : null;
  const notFound = failure?.status === 404;
  return (
    <div className={css.lookup}>
      <div className={css.row}>
        <Button type="button" variant="secondary" size="sm" loading={current !== null && lookup.isFetching} onClick={lookUp} aria-describedby={hintId}>
          <Trans>Fetch the vehicle data</Trans>
        </Button>
        <Text size="sm" tone="muted" id={hintId}>
          {t`From the vehicle register of ${countryName}, by the registration number.`}
        </Text>
      </div>
      {typo && (
        <Text size="sm" tone="danger" role="alert">
          {t`Enter the registration number as it is on the plate, such as ABC 123.`}
        </Text>
      )}
      {failure && (
        <Callout tone="danger" role="alert">
          <Text>
            {notFound
              ? t`We found no vehicle with the registration number ${plate} in ${countryName}. Check the number, or fill in the fields yourself.`
              : t`The vehicle data could not be fetched. Your entries are kept.`}
          </Text>
          <Button type="button" variant="secondary" size="sm" onClick={lookUp}>
            <Trans>Try again</Trans>
          </Button>
        </Callout>
      )}
      {current && lookup.data && applied === key && (
        <Text size="sm" role="status">
          {t`The vehicle data is filled in. Check it, then save.`}
        </Text>
      )}
      {current && lookup.data && applied !== key && (
        <FoundData
          data={lookup.data}
          values={values}
          brands={brands}
          replace={replace}
          onReplaceChange={setReplace}
          onApply={(changes) => {
            onApply(changes);
            setApplied(key);
          }}
          onDismiss={() => setAsked(null)}
        />
      )}
    </div>
  );
}

/**
 * What was found opens below the fetch button, and on a phone its confirmation would sit under the
 * screen's bottom edge or the sticky Save bar: it is scrolled up into view once, as it appears
 * (its scroll margin keeps it above the bar).
 */
const bringIntoView = (element: HTMLElement | null) => {
  if (!element) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'nearest', behavior: smooth ? 'smooth' : 'auto' });
};

function FoundData({
  data,
  values,
  brands,
  replace,
  onReplaceChange,
  onApply,
  onDismiss,
}: {
  data: components['schemas']['VehicleData'];
  values: VehicleChanges;
  brands?: readonly Brand[] | undefined;
  replace: boolean;
  onReplaceChange: (replace: boolean) => void;
  onApply: (changes: VehicleChanges) => void;
  onDismiss: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { intl } = useLocaleInfo();
  const headingId = useId();
  const plan = planVehicleDataImport(values, data);
  const foundPlate = data.licensePlate;
  const fields = Object.keys(plan.found) as ImportedField[];
  const count = (value: number, unit?: string) => (unit ? `${numberFormat(intl).format(value)} ${unit}` : numberFormat(intl).format(value));
  const brandName = (id: unknown) => (id === data.brandId && data.brandName ? data.brandName : (brands?.find((b) => b.id === id)?.name ?? String(id)));

  const LABELS: Record<ImportedField, string> = {
    subType: t`Type of vehicle`,
    brandId: t`Brand`,
    model: t`Model`,
    modelYear: t`Model year`,
    registrationDate: t`First registered`,
    colour: t`Colour`,
    fueltype: t`Fuel`,
    transmission: t`Gearbox`,
    drivingLicenseClass: t`Driving licence class needed`,
    euro6Compliant: t`Euro 6`,
    length: t`Length`,
    width: t`Width`,
    height: t`Height`,
    curbWeight: t`Curb weight`,
    maximumAuthorizedMass: t`Maximum authorised mass`,
    sitsNumber: t`Seats`,
    seatsWithBelt: t`Seats with belt`,
    currentOdometerValue: t`Odometer`,
  };
  const shown = (field: ImportedField, value: unknown): string => {
    switch (field) {
      case 'subType':
        return subTypeLabel(i18n, value as NonNullable<VehicleChanges['subType']>);
      case 'brandId':
        return brandName(value);
      case 'registrationDate':
        return formatDate(String(value), locale);
      case 'fueltype':
        return fuelTypeLabel(i18n, value as NonNullable<VehicleChanges['fueltype']>);
      case 'transmission':
        return transmissionLabel(i18n, value as NonNullable<VehicleChanges['transmission']>);
      case 'euro6Compliant':
        return value === true ? t`Yes` : t`No`;
      case 'length':
      case 'width':
      case 'height':
        return count(Number(value), 'cm');
      case 'curbWeight':
      case 'maximumAuthorizedMass':
        return count(Number(value), 'kg');
      case 'currentOdometerValue':
        return count(Number(value), 'km');
      case 'sitsNumber':
      case 'seatsWithBelt':
        return count(Number(value));
      default:
        return String(value);
    }
  };

  const conflicts = plan.conflicts.length;
  const changes = importedChanges(plan, { replace });
  const fillCount = Object.keys(changes).length;
  const nothing = fillCount === 0;
  return (
    <section className={css.found} aria-labelledby={headingId}>
      <Text weight="semibold" id={headingId}>
        {t`Found in the register: ${foundPlate}`}
      </Text>
      <dl className={css.facts}>
        {fields.map((field) => {
          // The owner's own value, which stays unless they ask to replace it.
          const entered = plan.conflicts.includes(field) ? shown(field, values[field]) : null;
          return (
            <div key={field} className={css.fact}>
              <dt>{LABELS[field]}</dt>
              <dd>
                {shown(field, plan.found[field])}
                {entered !== null && (
                  <Text as="span" size="sm" tone="muted">
                    {' '}
                    {t`(you entered ${entered})`}
                  </Text>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      {conflicts > 0 && (
        <NativeCheckbox
          label={<Plural value={conflicts} one="Also replace the value I entered" other="Also replace the # values I entered" />}
          checked={replace}
          onCheckedChange={onReplaceChange}
        />
      )}
      {nothing && <Text size="sm">{t`Everything the register knows is already filled in.`}</Text>}
      <div className={css.row} ref={bringIntoView}>
        <Button type="button" size="sm" disabled={nothing} onClick={() => onApply(changes)}>
          <Plural value={fillCount} one="Fill in # field" other="Fill in # fields" />
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={onDismiss}>
          <Trans>Not my vehicle</Trans>
        </Button>
      </div>
    </section>
  );
}
