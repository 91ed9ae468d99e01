import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  fuelTypeLabel,
  isFieldShownForSubType,
  subTypeLabel,
  toiletTypeLabel,
  towbarSocketLabel,
  transmissionLabel,
  winterTyreLabel,
  type VehicleDetail,
} from '@/entities/vehicle';
import { useLocaleInfo } from '@/shared/i18n';
import { useDisplayMoney, useShownMoney } from '@/features/switch-currency';
import { formatMoney } from '@/shared/lib/money';
import { formatKilograms, formatKilometres, formatMetres } from '../model/format-units';
import { Fact, VehicleSection } from './vehicle-section';
import * as css from './vehicle-details.css';

/** Facts and dimensions (000 §3), without the fields 000 §5 hides for the subtype. */
export function VehicleFacts({ vehicle }: { vehicle: VehicleDetail }) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const money = useShownMoney();
  const display = useDisplayMoney();
  const shown = (field: string) => isFieldShownForSubType(field, vehicle.subType);
  const yes = t`Yes`;
  const no = t`No`;

  const facts: [string, ReactNode, ReactNode][] = [];
  const add = (field: string, term: ReactNode, value: ReactNode | null | undefined) => {
    if (value !== null && value !== undefined && value !== '' && shown(field)) facts.push([field, term, value]);
  };
  add('subType', t`Type`, subTypeLabel(i18n, vehicle.subType));
  add('brand', t`Brand`, vehicle.brand && vehicle.brand.key !== 'other_brand' ? vehicle.brand.name : null);
  add('model', t`Model`, vehicle.model);
  add('modelYear', t`Model year`, vehicle.modelYear);
  add('sitsNumber', t`Seats`, vehicle.sitsNumber);
  add('seatsWithBelt', t`Seats with belt`, vehicle.seatsWithBelt);
  add('sleepsNumber', t`Sleeps`, vehicle.sleepsNumber);
  add('length', t`Length`, vehicle.length ? formatMetres(vehicle.length, intl) : null);
  add('width', t`Width`, vehicle.width ? formatMetres(vehicle.width, intl) : null);
  add('height', t`Height`, vehicle.height ? formatMetres(vehicle.height, intl) : null);
  add('curbWeight', t`Curb weight`, vehicle.curbWeight ? formatKilograms(vehicle.curbWeight, intl) : null);
  add('maximumAuthorizedMass', t`Maximum authorised mass`, vehicle.maximumAuthorizedMass ? formatKilograms(vehicle.maximumAuthorizedMass, intl) : null);
  add('drivingLicenseClass', t`Driving licence class`, vehicle.drivingLicenseClass);
  add('transmission', t`Transmission`, vehicle.transmission ? transmissionLabel(i18n, vehicle.transmission) : null);
  add('fueltype', t`Fuel`, vehicle.fueltype ? fuelTypeLabel(i18n, vehicle.fueltype) : null);
  add('allWheelDrive', t`All-wheel drive`, vehicle.allWheelDrive === undefined ? null : vehicle.allWheelDrive ? yes : no);
  add('euro6Compliant', t`Euro 6`, vehicle.euro6Compliant === undefined ? null : vehicle.euro6Compliant ? yes : no);
  add('winterized', t`Winterised`, vehicle.winterized === undefined ? null : vehicle.winterized ? yes : no);
  add('winterTyreType', t`Winter tyres`, vehicle.winterTyreType ? winterTyreLabel(i18n, vehicle.winterTyreType) : null);
  add('toiletType', t`Toilet`, vehicle.toiletType ? toiletTypeLabel(i18n, vehicle.toiletType) : null);
  add('towbarSocket', t`Towbar socket`, vehicle.towbarSocket ? towbarSocketLabel(i18n, vehicle.towbarSocket) : null);
  if (vehicle.includedDistanceType === 'unlimited') add('includedDistance', t`Included distance`, t`Unlimited`);
  else if (vehicle.includedDistance) {
    const distance = formatKilometres(vehicle.includedDistance, intl);
    add('includedDistance', t`Included distance`, vehicle.includedDistanceType === 'per_booking' ? t`${distance} per booking` : t`${distance} per night`);
  }
  const perKm = vehicle.pricePerKilometerIncFee ?? vehicle.pricePerKilometer;
  if (perKm) add('pricePerKilometer', t`Price per extra kilometre`, money(perKm, vehicle.currency));
  if (vehicle.deposit) {
    // The deposit is held in the vehicle's own currency (#23 point 7: say so next to the amount).
    const charged = formatMoney(vehicle.deposit, vehicle.currency, intl, { trimWholeAmounts: true });
    const inDisplay = money(vehicle.deposit, vehicle.currency, { trimWholeAmounts: true });
    add('deposit', t`Deposit`, display.currency === vehicle.currency || inDisplay === charged ? charged : t`${charged} (about ${inDisplay})`);
  }

  return (
    <VehicleSection title={<Trans>Facts and dimensions</Trans>} testId="vehicle-facts">
      <dl className={css.facts}>
        {facts.map(([field, term, value]) => (
          <Fact key={field} term={term}>
            {value}
          </Fact>
        ))}
      </dl>
    </VehicleSection>
  );
}
