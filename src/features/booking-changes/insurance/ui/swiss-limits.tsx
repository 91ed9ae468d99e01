import { useLingui } from '@lingui/react/macro';
import { SWISS_INSURER_LIMITS as L } from '@/entities/booking';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import * as css from './insurance.css';

/** The Swiss insurer's limits (001 §9), where its policy is explained: each sum in its own currency. */
export function SwissLimits() {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  const m = ({ amount, currency }: { amount: number; currency: string }) => formatMoney(amount, currency as Currency, intl);
  const luggage = m(L.luggageCover);
  const luggageDeductible = m(L.luggageDeductible);
  const interiorDeductible = m(L.interiorDeductible);
  const liability = m(L.liabilityDeductible);
  const liabilityReduced = m(L.liabilityDeductibleReduced);
  const parking = m(L.roadsideParking);
  const recovery = m(L.roadsideRecovery);
  const transport = m(L.roadsideTransport);
  const rental = m(L.roadsideRentalVehicle);
  const rentalDays = L.roadsideRentalDays;
  const overnight = m(L.roadsideOvernightPerPassenger);
  const overnightMax = m(L.roadsideOvernightMax);
  const interior = m(L.interiorDamage);
  const property = m(L.personalProperty);
  const keys = m(L.keys);
  const tank = m(L.tankCleaning);
  const delay = L.repairDelayHours;
  return (
    <Stack gap="sm" as="section" aria-labelledby="swiss-limits-heading">
      <Heading level={3} size="sm" id="swiss-limits-heading">
        {t`What the Swiss insurance covers`}
      </Heading>
      <ul className={css.limits}>
        <li>{t`Liability: deductible ${liability}, reduced to ${liabilityReduced} when chosen at booking.`}</li>
        <li>{t`Interior damage up to ${interior}, deductible ${interiorDeductible}; personal property up to ${property}.`}</li>
        <li>{t`Luggage up to ${luggage}, deductible ${luggageDeductible}.`}</li>
        <li>{t`Lost keys up to ${keys}; tank cleaning after a wrong fuel up to ${tank}.`}</li>
        <li>{t`Roadside assistance: parking ${parking}, recovery ${recovery}, transport ${transport}, a rental vehicle ${rental} for ${rentalDays} days, a night's stay ${overnight} per passenger up to ${overnightMax}.`}</li>
        <li>{t`A repair that takes longer than ${delay} hours is reimbursed.`}</li>
        <li>{t`Cancellation insurance has no deductible and is only for bookings made before August 2025.`}</li>
      </ul>
    </Stack>
  );
}
