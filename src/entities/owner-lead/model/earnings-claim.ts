import type { Currency } from '@/shared/config';
import type { SiteId } from '@/shared/i18n';

/** 000 §9: the rent-out hero's claim, by site: up to EUR 1,100 or CHF 1,090 a week (minor units). */
export const EARNINGS_CLAIM: Readonly<Record<SiteId, { amount: number; currency: Currency }>> = {
  main: { amount: 110_000, currency: 'eur' },
  swiss: { amount: 109_000, currency: 'chf' },
};

/** 000 §9, 002 §9: the owner campaign, 10% service fee for a year for the first 100 vehicles. */
export const OWNER_CAMPAIGN = { serviceFeePercent: 10, months: 12, vehicles: 100 } as const;
