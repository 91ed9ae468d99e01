import { useLingui } from '@lingui/react/macro';
import { earningsEstimateOf, estimateIn, estimatePartLabel, type LeadPriceCalculation } from '@/entities/owner-lead';
import { useDisplayMoney } from '@/features/switch-currency';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { Heading } from '@/shared/ui/heading';
import { MoneyTable } from '@/shared/ui/money-table';

/** The estimate's parts and total in the user's currency (#23 point 7), adding up to the minor unit. */
export function EarningsEstimateTable({ calculation }: { calculation: LeadPriceCalculation }) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const display = useDisplayMoney();
  const estimate = estimateIn(earningsEstimateOf(calculation), display);
  const money = (minor: number) => formatMoney(minor, estimate.currency, intl);
  const { brandName, model, modelYear, licensePlate } = calculation.vehicle;
  const vehicle = [brandName, model, modelYear].filter(Boolean).join(' ') || licensePlate;
  const yearly = formatMoney(calculation.yearlyEarnings, calculation.currency, intl);
  return (
    <>
      <Heading level={3}>{t`Your estimate for ${vehicle}`}</Heading>
      <MoneyTable
        caption={t`Estimated earnings in a year`}
        rows={estimate.parts.map((part) => ({
          key: part.key,
          label: estimatePartLabel(i18n, part.key, { weeks: part.weeks ?? 0, weekly: part.weekly === undefined ? '' : money(part.weekly) }),
          amount: part.amount,
        }))}
        total={{ label: t`Your earnings in a year`, amount: estimate.total }}
        currency={estimate.currency}
        note={
          estimate.currency === calculation.currency
            ? t`An estimate from similar vehicles’ prices and bookings; what you earn depends on your prices and the dates you rent out.`
            : t`Converted from ${yearly} at today's rate. An estimate from similar vehicles’ prices and bookings.`
        }
      />
    </>
  );
}
