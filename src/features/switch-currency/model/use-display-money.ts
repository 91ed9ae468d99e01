import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { exchangeRatesQueryOptions } from '@/entities/site';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { convertMinor, formatMoney, type FormatMoneyOptions } from '@/shared/lib/money';
import { useCurrentCurrency } from '../ui/use-current-currency';

export interface DisplayMoney {
  /** The currency every price is shown in (the user's own, else the chosen one, else the site's). */
  currency: Currency;
  /** Minor units of `from` in the display currency; undefined while the rates load or when they failed. */
  convert: (minor: number, from: Currency) => number | undefined;
  /** The rates failed: amounts stay in their own currency. */
  ratesFailed: boolean;
}

/** One currency on screen (#23 point 7): what to show prices in and how to convert them. */
export function useDisplayMoney(): DisplayMoney {
  const currency = useCurrentCurrency();
  const rates = useQuery(exchangeRatesQueryOptions(currency));
  const data = rates.data;
  const convert = useCallback(
    (minor: number, from: Currency) => {
      if (from === currency) return minor;
      return data ? convertMinor(minor, from, currency, data) : undefined;
    },
    [currency, data],
  );
  return { currency, convert, ratesFailed: rates.isError };
}

/** Formats an amount in the user's currency (#23 point 7), or in its own while the rates are not there. */
export function useShownMoney(): (minor: number, from: Currency, options?: FormatMoneyOptions) => string {
  const { currency, convert } = useDisplayMoney();
  const { intl } = useLocaleInfo();
  return useCallback(
    (minor, from, options) => {
      const converted = convert(minor, from);
      return converted === undefined ? formatMoney(minor, from, intl, options) : formatMoney(converted, currency, intl, options);
    },
    [convert, currency, intl],
  );
}
