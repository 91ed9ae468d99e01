import { useLingui } from '@lingui/react/macro';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { priceRows } from './line-item-labels';
import type { ShownPrice } from './price-lines';

export interface PriceTableOptions {
  /** The total's row, e.g. "Total for 5 nights"; "Total" by default. */
  totalLabel?: string;
  /** Names of the add-ons behind add-on lines, where the caller knows them. */
  addonName?: (key: string) => string | undefined;
}

/**
 * A price as a money table's rows, total and note (issue #13: every part listed and adding up;
 * #23 point 7: in the user's currency, with the charge in the vehicle's currency beside it).
 */
export function usePriceTable(shown: ShownPrice<Currency>, { totalLabel, addonName }: PriceTableOptions = {}) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const charged = shown.charged;
  return {
    rows: priceRows(i18n, shown.priced, addonName),
    total: { label: totalLabel ?? t`Total`, amount: shown.priced.total },
    currency: shown.currency,
    note: charged
      ? t`You are charged ${formatMoney(charged.amount, charged.currency, intl)} in the vehicle's currency; the amounts above are converted at today's rate.`
      : undefined,
  };
}
