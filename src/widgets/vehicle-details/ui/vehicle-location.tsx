import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { seesExactLocation, visibleLocation, type VehicleDetail } from '@/entities/vehicle';
import { useLocaleInfo } from '@/shared/i18n';
import { regionName } from '@/shared/lib/intl';
import { useNearViewport } from '@/shared/ui/utils';
import { VehicleSection } from './vehicle-section';
import * as css from './vehicle-details.css';

// maplibre and the base map: loaded when the section nears the screen, never with the page.
const LocationMap = lazy(() => import('./location-map'));

export interface VehicleLocationProps {
  vehicle: VehicleDetail;
  /** The signed-in user's id, if any: the owner sees the exact location. */
  viewerId: number | null;
}

/**
 * Where the vehicle is picked up (000 §6): the town and a map. Renters see a circle around the
 * approximate point (the API rounds it to about 1 km); the owner, and a renter whose booking is
 * confirmed and paid (the API then sends the address), see the address and a pin on the place.
 */
export function VehicleLocation({ vehicle, viewerId }: VehicleLocationProps) {
  const { intl } = useLocaleInfo();
  const [mapRef, mapNear] = useNearViewport<HTMLDivElement>('400px');
  const exact = seesExactLocation(viewerId, vehicle);
  const isOwner = viewerId !== null && viewerId === vehicle.ownerId;
  const countryName = vehicle.country ? regionName(vehicle.country, intl) : '';
  const town = [vehicle.city, countryName].filter(Boolean).join(', ');
  const point = vehicle.location ? visibleLocation(vehicle.location, viewerId, vehicle) : null;
  const placeholder = <div className={css.map} aria-hidden="true" />;
  return (
    <VehicleSection title={<Trans>Location</Trans>} testId="vehicle-location">
      <p style={{ margin: 0, fontWeight: 600 }}>{town}</p>
      {exact && vehicle.address && (
        <p className={css.muted}>{[vehicle.address, [vehicle.zipCode, vehicle.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</p>
      )}
      {point && <div ref={mapRef}>{mapNear ? <Suspense fallback={placeholder}><LocationMap point={point} exact={exact} /></Suspense> : placeholder}</div>}
      <p className={css.muted}>
        {isOwner ? (
          <Trans>You see the exact location because this is your vehicle. Renters see the area only until their booking is confirmed and paid.</Trans>
        ) : exact ? (
          <Trans>Your booking is confirmed and paid, so you see the exact pick-up place.</Trans>
        ) : (
          <Trans>The circle shows the area. The exact pick-up address is shared once your booking is confirmed and the first payment is made.</Trans>
        )}
      </p>
    </VehicleSection>
  );
}
