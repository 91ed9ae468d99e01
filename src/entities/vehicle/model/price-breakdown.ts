import { seasonOf } from './season';
import type { Season } from './types';

/** 001 §3: the line-item keys of a booking's price. */
export type PriceLineKey =
  | 'low_season_night'
  | 'low_season_short_booking_night'
  | 'low_season_discounted_night'
  | 'high_season_night'
  | 'high_season_short_booking_night'
  | 'high_season_discounted_night'
  | 'platform_insurance'
  | 'cleaning'
  | 'insurance_addon'
  | 'additional_driver'
  | 'id_verification'
  | 'equipment_addon'
  | 'service_addon'
  | 'comprehensive_insurance'
  | 'baloise_insurance';

export interface PriceLine {
  key: PriceLineKey;
  quantity: number;
  /** Minor units. */
  unitPrice: number;
  amount: number;
}

/** The vehicle's public price settings (000 §3); money in minor units, fractions as 0.15 = 15%. */
export interface VehiclePricing {
  highWeeklyPriceWithoutCleaning: number;
  lowWeeklyPriceWithoutCleaning: number;
  priceHighIncrease?: number | null;
  priceLowIncrease?: number | null;
  priceHighDiscount?: number | null;
  priceLowDiscount?: number | null;
  cleaningFee?: number | null;
}

/**
 * 000 §3: the increase applies to short bookings. The spec gives no length; a stay
 * shorter than a week (the weekly price's unit) counts as short, as the sandbox prices it.
 */
export const SHORT_BOOKING_BELOW_NIGHTS = 7;
/** 000 §9: long-stay discount from the 8th night; the first 7 nights keep the normal price. */
export const DISCOUNT_FROM_NIGHT = 8;

type NightKind = 'regular' | 'short' | 'discounted';

const NIGHT_KEYS: Record<Season, Record<NightKind, PriceLineKey>> = {
  high: { regular: 'high_season_night', short: 'high_season_short_booking_night', discounted: 'high_season_discounted_night' },
  low: { regular: 'low_season_night', short: 'low_season_short_booking_night', discounted: 'low_season_discounted_night' },
};

const DAY_MS = 86_400_000;

function nightsBetween(fromDate: string, toDate: string): string[] {
  const start = Date.parse(`${fromDate}T00:00:00Z`);
  const end = Date.parse(`${toDate}T00:00:00Z`);
  const nights: string[] = [];
  for (let t = start; t < end; t += DAY_MS) nights.push(new Date(t).toISOString().slice(0, 10));
  return nights;
}

function unitPrice(pricing: VehiclePricing, season: Season, kind: NightKind): number {
  const weekly = season === 'high' ? pricing.highWeeklyPriceWithoutCleaning : pricing.lowWeeklyPriceWithoutCleaning;
  const increase = (season === 'high' ? pricing.priceHighIncrease : pricing.priceLowIncrease) ?? 0;
  const discount = (season === 'high' ? pricing.priceHighDiscount : pricing.priceLowDiscount) ?? 0;
  if (kind === 'short') return Math.round((weekly * (1 + increase)) / 7);
  if (kind === 'discounted') return Math.round((weekly * (1 - discount)) / 7);
  return Math.round(weekly / 7);
}

/**
 * The owner's part of a stay's price as 001 §3 line items: each night priced by its own
 * season (weekly price ÷ 7; raised for a short stay, discounted from the 8th night),
 * equal nights grouped, plus the handover (cleaning) fee. The API's total for the dates
 * stays the authority: what it adds on top (the service fee) is the difference.
 */
export function estimatePriceLines(pricing: VehiclePricing, fromDate: string, toDate: string): PriceLine[] {
  const nights = nightsBetween(fromDate, toDate);
  const lines = new Map<PriceLineKey, PriceLine>();
  nights.forEach((date, index) => {
    const season = seasonOf(date);
    const kind: NightKind = nights.length < SHORT_BOOKING_BELOW_NIGHTS ? 'short' : index + 1 >= DISCOUNT_FROM_NIGHT ? 'discounted' : 'regular';
    const key = NIGHT_KEYS[season][kind];
    const line = lines.get(key);
    const price = line?.unitPrice ?? unitPrice(pricing, season, kind);
    const quantity = (line?.quantity ?? 0) + 1;
    lines.set(key, { key, quantity, unitPrice: price, amount: quantity * price });
  });
  const result = [...lines.values()];
  if (nights.length > 0 && pricing.cleaningFee) result.push({ key: 'cleaning', quantity: 1, unitPrice: pricing.cleaningFee, amount: pricing.cleaningFee });
  return result;
}
