import { useLingui } from '@lingui/react/macro';
import { completeLines, shownPrice, usePriceTable } from '@/entities/booking';
import { lineAddonName, type VehicleDetail } from '@/entities/vehicle';
import type { DisplayMoney } from '@/features/switch-currency';
import { MoneyTable } from '@/shared/ui/money-table';

export interface DatesPriceProps {
  price: { totalPrice: number; numberOfNights: number; currency: VehicleDetail['currency']; lineItems: Parameters<typeof completeLines>[0] };
  display: DisplayMoney;
}

/** The price for the chosen dates with every part (issue #13), in the user's currency (#23 point 7). */
export function DatesPrice({ price, display }: DatesPriceProps) {
  const { t, i18n } = useLingui();
  const table = usePriceTable(shownPrice(completeLines(price.lineItems, price.totalPrice), price.currency, display), {
    addonName: (key) => lineAddonName(i18n, key),
    totalLabel: price.numberOfNights === 1 ? t`Total for 1 night` : t`Total for ${price.numberOfNights} nights`,
  });
  return <MoneyTable caption={t`Price for your dates`} {...table} />;
}
