import { pricePeriodLabel } from './price-period';

/** Nights in the month a long stay is priced by (000 §9: over 30 nights shown per month). */
export const NIGHTS_PER_MONTH = 30;

export interface CardPrice {
  /** Minor units of the vehicle's currency. */
  amount: number;
  period: 'per_night' | 'per_month';
}

/**
 * The price on a card: the API's total for the dates asked (or 7 nights without dates), shown per
 * night, or per 30-night month for stays over 30 nights. Nothing when the API gave no total.
 */
export function cardPrice(vehicle: { totalPrice?: number | null; numberOfNights?: number | null }): CardPrice | undefined {
  const { totalPrice, numberOfNights } = vehicle;
  if (totalPrice == null || !numberOfNights || numberOfNights < 1) return undefined;
  const perNight = totalPrice / numberOfNights;
  const period = pricePeriodLabel(numberOfNights);
  return { amount: Math.round(period === 'per_month' ? perNight * NIGHTS_PER_MONTH : perNight), period };
}
