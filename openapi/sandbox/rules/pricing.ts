import type { components } from '@openapi/generated/schema';
import { seasonOf, type Season } from '@/entities/vehicle';
import { datesUntil } from './calendar';

/** Line-item price keys as listed in 001 §3, plus the service fee's own line (the contract's enum). */
export type LineItemKey = components['schemas']['LineItemKey'];

export interface LineItem {
  key: LineItemKey;
  /** Nights, pieces (× nights for nightly add-ons) or 1. */
  quantity: number;
  unitPrice: number;
  amount: number;
  /** The add-on or insurance add-on behind the line. */
  addonKey: string | null;
}

/** The vehicle's price settings (000 §3); money in minor units, fractions as 0.15 = 15%. */
export interface AssetPricing {
  highWeeklyPriceWithoutCleaning: number;
  lowWeeklyPriceWithoutCleaning: number;
  priceHighIncrease: number;
  priceLowIncrease: number;
  priceHighDiscount: number;
  priceLowDiscount: number;
  cleaningFee: number | null;
}

export type PricingStrategy = 'per_booking_night' | 'per_booking' | 'fixed' | 'included';

export interface AddonChoice {
  key: string;
  type: 'equipment' | 'service';
  price: number;
  pricingStrategy: PricingStrategy;
  quantity: number;
}

export interface InsuranceAddonChoice {
  kind: string;
  price: number;
  pricingStrategy: PricingStrategy;
}

export type PlatformInsurancePlan = 'omocom_basic' | 'omocom_plus' | 'omocom_complete';

/** The Nordic platform plans are priced per night by plan; the Swiss insurer's cover per night. */
export type InsuranceChoice =
  | { vendor: 'omocom'; plan: PlatformInsurancePlan; pricePerNightByPlan: Readonly<Record<PlatformInsurancePlan, number>> }
  | { vendor: 'baloise'; pricePerNight: number };

export interface PriceRequest {
  fromDate: string;
  toDate: string;
  addons?: readonly AddonChoice[];
  insurance?: InsuranceChoice | null;
  insuranceAddons?: readonly InsuranceAddonChoice[];
  additionalDrivers?: { count: number; pricePerDriver: number };
  idVerificationFee?: number;
}

export interface PriceQuote {
  nights: number;
  /** Every part of the total, the service fee last (its own line): they add up to `total`. */
  lineItems: LineItem[];
  /** The total before the service fee. */
  subtotal: number;
  serviceFee: number;
  total: number;
}

/**
 * The renter's service fee. The spec names none for renters (its 10% is an owner
 * campaign), so the sandbox charges 10% on the rental: nights, cleaning and equipment
 * and service add-ons. Insurance, drivers and ID verification are passed on at cost.
 */
export const SERVICE_FEE_PERCENTAGE = 10;
/** Bookings shorter than a week (under 7 nights) pay the short-booking increase on every night. */
export const SHORT_BOOKING_BELOW_NIGHTS = 7;
/** 000 §9: long-stay discount from the 8th night (the first 7 nights stay at the normal price). */
export const DISCOUNT_FROM_NIGHT = 8;
/** 000 §3: charged only per booking, whatever pricing mode the owner set. */
export const PER_BOOKING_ONLY_ADDONS: readonly string[] = ['interior_cleaning', 'toilet_cleaning', 'pick_up'];
/** 000 §4 "either of two coverage add-ons": both replace the basic plan's deductible cover. */
export const COVERAGE_ADDONS: readonly string[] = ['deductible_buydown', 'deductible_insurance'];

const SERVICE_FEE_BASE: readonly LineItemKey[] = [
  'low_season_night',
  'low_season_short_booking_night',
  'low_season_discounted_night',
  'high_season_night',
  'high_season_short_booking_night',
  'high_season_discounted_night',
  'cleaning',
  'equipment_addon',
  'service_addon',
];

type NightKind = 'regular' | 'short' | 'discounted';

const NIGHT_KEYS: Record<Season, Record<NightKind, LineItemKey>> = {
  high: { regular: 'high_season_night', short: 'high_season_short_booking_night', discounted: 'high_season_discounted_night' },
  low: { regular: 'low_season_night', short: 'low_season_short_booking_night', discounted: 'low_season_discounted_night' },
};

const weeklyPrice = (asset: AssetPricing, season: Season): number =>
  season === 'high' ? asset.highWeeklyPriceWithoutCleaning : asset.lowWeeklyPriceWithoutCleaning;

/** The plain price of one night in a season: the weekly price ÷ 7, in whole minor units. */
export const nightlyPrice = (asset: AssetPricing, season: Season): number => Math.round(weeklyPrice(asset, season) / 7);

function nightUnitPrice(asset: AssetPricing, season: Season, kind: NightKind): number {
  const weekly = weeklyPrice(asset, season);
  if (kind === 'short') return Math.round((weekly * (1 + (season === 'high' ? asset.priceHighIncrease : asset.priceLowIncrease))) / 7);
  if (kind === 'discounted') return Math.round((weekly * (1 - (season === 'high' ? asset.priceHighDiscount : asset.priceLowDiscount))) / 7);
  return nightlyPrice(asset, season);
}

const line = (key: LineItemKey, quantity: number, unitPrice: number, addonKey: string | null = null): LineItem => ({
  key,
  quantity,
  unitPrice,
  amount: quantity * unitPrice,
  addonKey,
});

/** Each night is priced by its own season; equal nights are grouped in one line. */
function nightLines(asset: AssetPricing, fromDate: string, toDate: string): LineItem[] {
  const nights = datesUntil(fromDate, toDate);
  const lines = new Map<LineItemKey, LineItem>();
  nights.forEach((date, index) => {
    const season = seasonOf(date);
    const kind: NightKind =
      nights.length < SHORT_BOOKING_BELOW_NIGHTS ? 'short' : index + 1 >= DISCOUNT_FROM_NIGHT ? 'discounted' : 'regular';
    const key = NIGHT_KEYS[season][kind];
    const existing = lines.get(key);
    lines.set(key, existing ? line(key, existing.quantity + 1, existing.unitPrice) : line(key, 1, nightUnitPrice(asset, season, kind)));
  });
  return [...lines.values()];
}

function chargedLine(key: LineItemKey, addonKey: string, strategy: PricingStrategy, price: number, pieces: number, nights: number): LineItem {
  switch (strategy) {
    case 'per_booking_night':
      return line(key, pieces * nights, price, addonKey);
    case 'per_booking':
      return line(key, pieces, price, addonKey);
    case 'fixed':
      return line(key, 1, price, addonKey);
    case 'included':
      return line(key, pieces, 0, addonKey);
  }
}

function addonLine(addon: AddonChoice, nights: number): LineItem {
  const strategy =
    addon.pricingStrategy === 'per_booking_night' && PER_BOOKING_ONLY_ADDONS.includes(addon.key) ? 'per_booking' : addon.pricingStrategy;
  return chargedLine(addon.type === 'equipment' ? 'equipment_addon' : 'service_addon', addon.key, strategy, addon.price, addon.quantity, nights);
}

function insuranceLines(request: PriceRequest, nights: number): LineItem[] {
  const { insurance } = request;
  const addons = request.insuranceAddons ?? [];
  const lines: LineItem[] = [];
  if (insurance?.vendor === 'omocom') {
    lines.push(line('platform_insurance', nights, insurance.pricePerNightByPlan[insurance.plan], insurance.plan));
    // 000 §4: a coverage add-on subtracts the basic product's per-night price × nights.
    const coverage = addons.find((a) => COVERAGE_ADDONS.includes(a.kind));
    if (coverage) lines.push(line('platform_insurance', nights, -insurance.pricePerNightByPlan.omocom_basic, coverage.kind));
  }
  if (insurance?.vendor === 'baloise') lines.push(line('baloise_insurance', nights, insurance.pricePerNight));
  return [...lines, ...addons.map((a) => chargedLine('insurance_addon', a.kind, a.pricingStrategy, a.price, 1, nights))];
}

/** Quotes a stay (to after from). Money in minor units; the total is the sum of the lines, the service fee's included. */
export function priceBooking(asset: AssetPricing, request: PriceRequest): PriceQuote {
  const nightly = nightLines(asset, request.fromDate, request.toDate);
  const nights = nightly.reduce((sum, l) => sum + l.quantity, 0);
  if (nights < 1) throw new RangeError(`A stay needs at least one night: ${request.fromDate} to ${request.toDate}`);

  const lineItems = [
    ...nightly,
    ...(asset.cleaningFee ? [line('cleaning', 1, asset.cleaningFee)] : []),
    ...(request.addons ?? []).map((addon) => addonLine(addon, nights)),
    ...insuranceLines(request, nights),
    ...(request.additionalDrivers?.count ? [line('additional_driver', request.additionalDrivers.count, request.additionalDrivers.pricePerDriver)] : []),
    ...(request.idVerificationFee ? [line('id_verification', 1, request.idVerificationFee)] : []),
  ];
  const subtotal = lineItems.reduce((sum, l) => sum + l.amount, 0);
  const feeBase = lineItems.filter((l) => SERVICE_FEE_BASE.includes(l.key)).reduce((sum, l) => sum + l.amount, 0);
  const serviceFee = Math.round((feeBase * SERVICE_FEE_PERCENTAGE) / 100);
  const withFee = serviceFee > 0 ? [...lineItems, line('service_fee', 1, serviceFee)] : lineItems;
  return { nights, lineItems: withFee, subtotal, serviceFee, total: subtotal + serviceFee };
}
