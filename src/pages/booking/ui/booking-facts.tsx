import { useLingui } from '@lingui/react/macro';
import type { BookingDto } from '@/entities/booking';
import { insurancePlanLabel } from '@/entities/vehicle';
import type { Currency } from '@/shared/config';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import * as css from './booking-page.css';

/** Dates, times, kilometres, add-ons, insurance, deposit and deductible (001 §3 "shown to users"). */
export function BookingFacts({ booking, addonName }: { booking: BookingDto; addonName: (key: string) => string | undefined }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { intl } = useLocaleInfo();
  const money = (minor: number) => formatMoney(minor, booking.currency as Currency, intl);
  // Add-on lines by the add-on's name (#23 point 8: "Bike rack × 1", not "Equipment × 30"); plans and the basic plan's subtraction are not add-ons.
  const addonLines = (booking.lineItems ?? []).filter((line) => line.addonKey && line.amount >= 0 && line.key !== 'platform_insurance');
  const insurance = booking.insuranceKey
    ? insurancePlanLabel(i18n, booking.insuranceKey)
    : booking.hasPlatformInsurance
      ? (booking.insuranceVendor?.name ?? t`Platform insurance`)
      : t`The owner's own insurance`;
  return (
    <Stack as="section" gap="md" aria-labelledby="booking-facts-heading">
      <Heading level={2} size="md" id="booking-facts-heading">
        {t`Trip`}
      </Heading>
      <dl className={css.facts}>
        <dt>{t`Dates`}</dt>
        <dd>
          {formatDate(booking.fromDate, locale)} – {formatDate(booking.toDate, locale)}
        </dd>
        <dt>{t`Nights`}</dt>
        <dd>{booking.nights}</dd>
        <dt>{t`Check-in`}</dt>
        <dd>{booking.timeCheckin ?? t`By agreement`}</dd>
        <dt>{t`Check-out`}</dt>
        <dd>{booking.timeCheckout ?? t`By agreement`}</dd>
        <dt>{t`Included kilometres`}</dt>
        <dd>{booking.includedDistance == null ? t`Unlimited` : t`${booking.includedDistance} km`}</dd>
        <dt>{t`Price per extra kilometre`}</dt>
        <dd>{booking.pricePerKilometer == null ? t`None` : money(booking.pricePerKilometer)}</dd>
        <dt>{t`Add-ons`}</dt>
        <dd>
          {addonLines.length === 0 && (booking.includedAddons ?? []).length === 0 ? (
            t`None`
          ) : (
            <ul>
              {addonLines.map((line) => (
                <li key={`${line.key}-${line.addonKey}`}>
                  {addonName(line.addonKey ?? '') ?? line.label ?? line.key} × {line.key === 'equipment_addon' || line.key === 'service_addon' ? addonQuantity(booking, line.addonKey) : line.quantity}: {money(line.amount)}
                </li>
              ))}
              {(booking.includedAddons ?? []).map((addon) => (
                <li key={`included-${addon.key}`}>{t`${addonName(addon.key) ?? addon.key} × ${addon.quantity}: included`}</li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{t`Insurance`}</dt>
        <dd>{insurance}</dd>
        <dt>{t`Deposit`}</dt>
        <dd>{booking.deposit == null ? t`None` : money(booking.deposit)}</dd>
        <dt>{t`Deductible`}</dt>
        <dd>{booking.deductible == null ? t`None` : money(booking.deductible)}</dd>
      </dl>
    </Stack>
  );
}

/** How many of an add-on were booked: a line's quantity counts nights too for nightly add-ons. */
function addonQuantity(booking: BookingDto, key: string | null | undefined): number {
  return booking.addons?.find((addon) => addon.key === key)?.quantity ?? 1;
}
