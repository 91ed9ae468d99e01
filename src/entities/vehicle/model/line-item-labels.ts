import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { components } from '@/shared/api';
import { defineLabels } from '@/shared/lib/labels';
import { addonLabel } from './addon-labels';

type S = components['schemas'];

/** 001 §3 line-item price keys: the vehicle's price estimate, the quote, the booking's price table. */
export const lineItemLabel = defineLabels<S['LineItemKey']>({
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
});

/** A price line by what it is: an add-on line by its add-on ("Bed linen"), any other by its key. */
export function priceLineLabel(i18n: I18n, line: { key: S['LineItemKey']; addonKey?: S['LineItem']['addonKey'] }): string {
  return line.addonKey ? addonLabel(i18n, line.addonKey) : lineItemLabel(i18n, line.key);
}

/** 001 §9 seasons: high June to August, low September to May. */
export const seasonLabel = defineLabels<S['PricingExample']['season']>({
  high: msg`High season`,
  low: msg`Low season`,
});
