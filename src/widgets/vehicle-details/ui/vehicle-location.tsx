import { Trans, useLingui } from '@lingui/react/macro';
import { seesExactLocation, visibleLocation, type VehicleDetail } from '@/entities/vehicle';
import { useLocaleInfo } from '@/shared/i18n';
import { regionName } from '@/shared/lib/region-names';
import { VehicleSection } from './vehicle-section';
import * as css from './vehicle-details.css';

export interface VehicleLocationProps {
  vehicle: VehicleDetail;
  /** The signed-in user's id, if any: the owner sees the exact location. */
  viewerId: number | null;
}

/**
 * Where the vehicle is picked up (000 §6): the town for everyone, with the address and
 * exact position for its owner. Renters get a position rounded to about 1 km (the API
 * sends them an approximate one already). No map tiles: the town name says enough
 * before a booking, and a tile server would be a third party on every page view.
 */
export function VehicleLocation({ vehicle, viewerId }: VehicleLocationProps) {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  const exact = seesExactLocation(viewerId, vehicle.ownerId);
  const countryName = vehicle.country ? regionName(vehicle.country, intl) : '';
  const town = [vehicle.city, countryName].filter(Boolean).join(', ');
  const point = vehicle.location ? visibleLocation(vehicle.location, viewerId, vehicle.ownerId) : null;
  const coordinates = point ? `${point.lat.toFixed(exact ? 5 : 2)}, ${point.lng.toFixed(exact ? 5 : 2)}` : null;
  return (
    <VehicleSection title={<Trans>Location</Trans>} testId="vehicle-location">
      <p style={{ margin: 0, fontWeight: 600 }}>{town}</p>
      {exact ? (
        <>
          {vehicle.address && (
            <p className={css.muted}>
              {[vehicle.address, [vehicle.zipCode, vehicle.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
            </p>
          )}
          {coordinates && <p className={css.muted}>{t`Exact position: ${coordinates}`}</p>}
          <p className={css.muted}>
            <Trans>You see the exact location because this is your vehicle. Renters see the town only until their booking is confirmed and paid.</Trans>
          </p>
        </>
      ) : (
        <>
          {coordinates && <p className={css.muted}>{t`Approximate position: ${coordinates}`}</p>}
          <p className={css.muted}>
            <Trans>The exact pick-up address is shared once your booking is confirmed and the first payment is made.</Trans>
          </p>
        </>
      )}
    </VehicleSection>
  );
}
