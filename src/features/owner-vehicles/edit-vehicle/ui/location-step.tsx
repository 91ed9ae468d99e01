import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { addressLocation, loadPlaces, type PlaceRow } from '@/entities/place';
import { useRegionName } from '@/shared/lib/intl';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { Skeleton } from '@/shared/ui/skeleton';
import { Text } from '@/shared/ui/text';
import type { StepFieldsProps } from './basic-step';
import * as css from './vehicle-editor.css';

// maplibre and the base map: a chunk of their own, loaded once there is a point to show.
const LocationPinMap = lazy(() => import('./location-pin-map'));

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * 000 §3 location: the pick-up address, and its point on the offline base map, found from the
 * town (the API has no geocoding) and moved by the owner to the exact place. The owner sees the
 * exact point; renters see only the area until their booking is confirmed and paid (000 §6).
 */
export function LocationStep({ values, errors, onChange, onChangeMany }: StepFieldsProps) {
  const { t } = useLingui();
  const regionName = useRegionName();
  const [places, setPlaces] = useState<readonly PlaceRow[] | null>(null);
  const [placesFailed, setPlacesFailed] = useState(false);
  const country = values.country ?? null;
  const point = values.location ?? null;
  const countryName = country ? regionName(country) : '';
  const lat = point?.lat.toFixed(5);
  const lng = point?.lng.toFixed(5);

  useEffect(() => {
    let current = true;
    loadPlaces()
      .then((rows) => current && setPlaces(rows))
      .catch(() => current && setPlacesFailed(true));
    return () => {
      current = false;
    };
  }, []);

  // A town typed before the list arrived (or kept from a reload) gets its point once it is there.
  const city = values.city ?? '';
  useEffect(() => {
    if (!places || point || city.trim() === '') return;
    const found = addressLocation(places, { city, country });
    if (found) onChange('location', { lat: found.lat, lng: found.lng });
  }, [places, point, city, country, onChange]);

  const changeCity = (next: string) => {
    const found = places ? addressLocation(places, { city: next, country }) : null;
    const fields = { city: next, location: found ? { lat: found.lat, lng: found.lng } : null };
    if (onChangeMany) onChangeMany(fields);
    else onChange('city', next);
  };

  return (
    <>
      {country && (
        <Text size="sm" tone="muted">
          <Trans>Country: {countryName}</Trans>
        </Text>
      )}
      <FormField label={t`Street address`} hint={t`Where renters pick up the vehicle.`} error={errors.address}>
        {(control) => <Input {...control} autoComplete="street-address" maxLength={255} value={text(values.address)} onChange={(event) => onChange('address', event.target.value)} />}
      </FormField>
      <div className={css.pair}>
        <FormField label={t`Postcode`} error={errors.zipCode}>
          {(control) => <Input {...control} autoComplete="postal-code" maxLength={16} value={text(values.zipCode)} onChange={(event) => onChange('zipCode', event.target.value)} />}
        </FormField>
        {/* The town places the pin, so a point not found is said here, by the field that finds it. */}
        <FormField label={t`Town`} error={errors.city ?? errors.location}>
          {(control) => <Input {...control} autoComplete="address-level2" maxLength={255} value={city} onChange={(event) => changeCity(event.target.value)} />}
        </FormField>
      </div>
      {placesFailed && (
        <Text size="sm" tone="danger" role="alert">
          {t`The map places could not be loaded. Reload the page to try again.`}
        </Text>
      )}
      {point ? (
        <div className={css.group}>
          <Suspense fallback={<Skeleton shape="rect" height="16rem" />}>
            <LocationPinMap point={point} onMove={(next) => onChange('location', next)} />
          </Suspense>
          <Text size="sm" tone="muted">
            {t`Click or tap the map to move the pin to the exact pick-up place.`}
          </Text>
          <Text size="sm" data-testid="location-pin">
            {t`The pin is at ${lat}, ${lng}. You see the exact place; renters see only the area around it until their booking is confirmed and paid.`}
          </Text>
        </div>
      ) : (
        <Text size="sm" tone="muted">
          {t`Enter the town to show the pick-up place on the map.`}
        </Text>
      )}
    </>
  );
}
