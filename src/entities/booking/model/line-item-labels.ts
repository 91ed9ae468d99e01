import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { defineLabels } from '@/shared/lib/labels';
import type { PriceLine, PricedLines } from './price-lines';

/** 001 §3 line-item keys, the service fee and the shown-only `other`, in words: the one table of the product's price lines. */
export const lineItemKeyLabel = defineLabels<PriceLine['key']>({
  low_season_night: msg`Nights, low season`,
  low_season_short_booking_night: msg`Nights, low season (short stay)`,
  low_season_discounted_night: msg`Nights, low season (long-stay discount)`,
  high_season_night: msg`Nights, high season`,
  high_season_short_booking_night: msg`Nights, high season (short stay)`,
  high_season_discounted_night: msg`Nights, high season (long-stay discount)`,
  platform_insurance: msg`Insurance`,
  cleaning: msg`Handover fee`,
  insurance_addon: msg`Insurance add-on`,
  additional_driver: msg`Additional driver`,
  id_verification: msg`ID verification`,
  equipment_addon: msg`Equipment`,
  service_addon: msg`Service`,
  comprehensive_insurance: msg`Comprehensive insurance`,
  baloise_insurance: msg`Insurance (Baloise)`,
  service_fee: msg`Service fee`,
  other: msg`Other charges`,
});

/**
 * What a price line is called on screen: the add-on's own name where a line is for one
 * ("Bike rack × 1", not "Equipment"), the plan's name for the insurance (both named by the
 * caller, which knows the vehicle's add-ons and plans), and the basic plan's
 * subtraction (000 §4: a coverage add-on replaces it) as a line that says so.
 */
export function lineItemLabel(i18n: I18n, line: PriceLine, addonName?: (key: string) => string | undefined): string {
  const named = line.addonKey ? addonName?.(line.addonKey) : undefined;
  if (line.key === 'platform_insurance' && line.amount < 0) {
    return named ? i18n._(msg`Basic insurance, replaced by ${named}`) : i18n._(msg`Basic insurance, replaced by your extra cover`);
  }
  if (named) return named;
  return lineItemKeyLabel(i18n, line.key);
}

/** A price's lines as the rows of a money table: each named, keyed and with its quantity. */
export const priceRows = (i18n: I18n, priced: PricedLines, addonName?: (key: string) => string | undefined) =>
  priced.lines.map((line, index) => ({ key: `${line.key}-${line.addonKey ?? ''}-${index}`, label: lineItemLabel(i18n, line, addonName), quantity: line.quantity, amount: line.amount }));
