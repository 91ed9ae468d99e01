/** 000 §9: analytics counts at most 30 nights of a stay (longer stays are shown per month). */
export const ANALYTICS_MAX_NIGHTS = 30;
/** 000 §9: without dates, the analytics price is a week's stay. */
export const ANALYTICS_NIGHTS_WITHOUT_DATES = 7;

/** A stay's price as analytics records it: minor units of the vehicle's currency, and the nights it stands for. */
export interface AnalyticsPrice {
  amount: number;
  currency: string;
  nights: number;
}

/**
 * The price per stay for analytics (000 §9): the nightly price times the stay's nights, capped at
 * 30, or times 7 when no dates are chosen. `total` is what the API priced for `pricedNights`
 * nights (a quote, or a search card's price for its dates or a week).
 */
export function analyticsPrice({ total, pricedNights, stayNights, currency }: { total: number; pricedNights: number; stayNights: number | null | undefined; currency: string }): AnalyticsPrice | undefined {
  if (!Number.isFinite(total) || !pricedNights || pricedNights < 1) return undefined;
  const nights = stayNights && stayNights > 0 ? Math.min(stayNights, ANALYTICS_MAX_NIGHTS) : ANALYTICS_NIGHTS_WITHOUT_DATES;
  return { amount: Math.round((total / pricedNights) * nights), currency, nights };
}
