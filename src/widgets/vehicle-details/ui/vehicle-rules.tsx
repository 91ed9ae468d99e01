import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { VehicleDetail } from '@/entities/vehicle';
import { Fact, VehicleSection } from './vehicle-section';
import * as css from './vehicle-details.css';

/** The owner's rules (000 §3 policies and rules). */
export function VehicleRules({ vehicle }: { vehicle: VehicleDetail }) {
  const { t } = useLingui();
  const weekdayNames = [t`Monday`, t`Tuesday`, t`Wednesday`, t`Thursday`, t`Friday`, t`Saturday`, t`Sunday`];
  const allowed = (value: boolean | undefined) => (value === undefined ? null : value ? t`Allowed` : t`Not allowed`);
  const weekdays = (days: readonly number[] | undefined) =>
    !days || days.length === 0 || days.length === 7 ? t`Any day` : days.map((d) => weekdayNames[d - 1]).join(', ');

  const rules: [string, ReactNode, ReactNode | null][] = [
    ['pets', t`Pets`, allowed(vehicle.petsAllowed)],
    ['smoking', t`Smoking`, allowed(vehicle.smokingAllowed)],
    ['festivals', t`Festivals`, allowed(vehicle.festivalsAllowed)],
    ['children', t`Children under 12`, allowed(vehicle.childrenAllowed)],
    ['minimumAge', t`Minimum age of the driver`, vehicle.minimumAge ? t`${vehicle.minimumAge} years` : null],
    ['checkin', t`Check-in`, vehicle.timeCheckin ? t`From ${vehicle.timeCheckin}` : null],
    ['checkout', t`Check-out`, vehicle.timeCheckout ? t`By ${vehicle.timeCheckout}` : null],
    ['checkinDays', t`Check-in days`, weekdays(vehicle.checkinWeekdays)],
    ['checkoutDays', t`Check-out days`, weekdays(vehicle.checkoutWeekdays)],
    ['minHigh', t`Minimum nights, June to August`, vehicle.minBookingLengthHigh ?? null],
    ['minLow', t`Minimum nights, September to May`, vehicle.minBookingLengthLow ?? null],
    ['leadTime', t`Book at least this many days ahead`, vehicle.leadTime ? vehicle.leadTime : null],
    ['lpg', t`Propane (LPG)`, vehicle.lpgIncluded === undefined ? null : vehicle.lpgIncluded ? t`Included` : t`Not included`],
  ];
  const returnRules = [
    vehicle.mustEmptyWaterTank ? t`Empty the waste water tank before returning the vehicle.` : null,
    vehicle.mustEmptyToiletCassette ? t`Empty the toilet cassette before returning the vehicle.` : null,
  ].filter((rule): rule is string => rule !== null);

  return (
    <VehicleSection title={<Trans>Rules</Trans>} testId="vehicle-rules">
      <dl className={css.facts}>
        {rules
          .filter(([, , value]) => value !== null)
          .map(([key, term, value]) => (
            <Fact key={key} term={term}>
              {value}
            </Fact>
          ))}
      </dl>
      {returnRules.length > 0 && (
        <ul className={css.list}>
          {returnRules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      )}
      {vehicle.cleaningRules === 'custom' && vehicle.customCleaningRules && (
        <div>
          <strong>
            <Trans>Cleaning rules</Trans>
          </strong>
          <p className={css.muted}>{vehicle.customCleaningRules}</p>
        </div>
      )}
    </VehicleSection>
  );
}
