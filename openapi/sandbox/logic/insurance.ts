import type { components } from '@openapi/generated/schema';
import type { InsuranceChoice, InsuranceAddonChoice, PlatformInsurancePlan } from '../rules/pricing';
import { fromEuroMinor } from './money';
import { ageOn } from './user-profile';

type S = components['schemas'];
type Currency = S['Currency'];
type InsuranceAddonKind = S['InsuranceAddonKind'];
type Vendor = 'omocom' | 'baloise';

/**
 * The sandbox's insurance price list. The spec names the plans, add-on kinds, value
 * bands and the Swiss insurer's deductibles but no prices, so the prices here are ours:
 * plausible nightly prices in euros, converted to the vehicle's currency.
 */

/** 000 §5: the Nordic insurer covers SE, NO, FI, DK, AT and DE; the Swiss one CH and LI. */
const VENDOR_BY_COUNTRY: Readonly<Record<string, Vendor>> = {
  SE: 'omocom',
  NO: 'omocom',
  FI: 'omocom',
  DK: 'omocom',
  AT: 'omocom',
  DE: 'omocom',
  CH: 'baloise',
  LI: 'baloise',
};

export const platformInsuranceVendorOf = (country: string): Vendor | null => VENDOR_BY_COUNTRY[country] ?? null;

/** 000 §9: insured value bands (stored values, minor units); the last is the open top band. */
export const INSURANCE_VALUE_BANDS = [25_000_000, 50_000_000, 75_000_000, 100_000_000, 125_000_000, 999_999_900] as const;

const TOP_BAND = 999_999_900;

export const PLATFORM_PLANS: readonly PlatformInsurancePlan[] = ['omocom_basic', 'omocom_plus', 'omocom_complete'];

/** The band a value falls in: the first band at or above it (the top band takes the rest). */
export function insuranceBandOf(insuranceValue: number | null): number {
  const value = insuranceValue ?? INSURANCE_VALUE_BANDS[0];
  return INSURANCE_VALUE_BANDS.find((band) => value <= band) ?? TOP_BAND;
}

// Nightly price of the basic plan by band (euro cents); plus and complete cost more and lower the deductible.
const BASIC_NIGHTLY_EURO = [1_200, 1_500, 1_800, 2_200, 2_600, 3_200];
const PLAN_FACTOR: Readonly<Record<PlatformInsurancePlan, number>> = { omocom_basic: 1, omocom_plus: 1.35, omocom_complete: 1.7 };
const PLAN_DEDUCTIBLE_EURO: Readonly<Record<PlatformInsurancePlan, number>> = {
  omocom_basic: 150_000,
  omocom_plus: 100_000,
  omocom_complete: 50_000,
};
// The Swiss insurer's cover per night by band, in CHF cents.
const BALOISE_NIGHTLY_CHF = [1_800, 2_100, 2_400, 2_800, 3_200, 3_800];
/** 001 §9: Swiss liability deductible CHF 2000, reducible to CHF 200 at booking. */
export const BALOISE_DEDUCTIBLE_CHF = 200_000;
export const BALOISE_REDUCED_DEDUCTIBLE_CHF = 20_000;

const bandIndex = (insuranceValue: number | null): number => INSURANCE_VALUE_BANDS.indexOf(insuranceBandOf(insuranceValue) as never);

export function planPricePerNight(plan: PlatformInsurancePlan, insuranceValue: number | null, currency: Currency): number {
  const base = BASIC_NIGHTLY_EURO[bandIndex(insuranceValue)] ?? BASIC_NIGHTLY_EURO[0] ?? 0;
  return fromEuroMinor(Math.round(base * PLAN_FACTOR[plan]), currency);
}

export const planDeductible = (plan: PlatformInsurancePlan, currency: Currency): number => fromEuroMinor(PLAN_DEDUCTIBLE_EURO[plan], currency);

export const baloisePricePerNight = (insuranceValue: number | null): number =>
  BALOISE_NIGHTLY_CHF[bandIndex(insuranceValue)] ?? BALOISE_NIGHTLY_CHF[0] ?? 0;

/** The platform insurance of a booking, as the pricing rule takes it. */
export function insuranceChoice(
  vendor: Vendor,
  plan: PlatformInsurancePlan | null,
  insuranceValue: number | null,
  currency: Currency,
): InsuranceChoice {
  if (vendor === 'baloise') return { vendor, pricePerNight: baloisePricePerNight(insuranceValue) };
  const pricePerNightByPlan = Object.fromEntries(PLATFORM_PLANS.map((p) => [p, planPricePerNight(p, insuranceValue, currency)])) as Record<
    PlatformInsurancePlan,
    number
  >;
  return { vendor, plan: plan ?? 'omocom_basic', pricePerNightByPlan };
}

interface AddonPrice {
  euroMinor: number;
  pricingStrategy: 'per_booking_night' | 'per_booking';
  vendors: readonly Vendor[];
  name: string;
}

/** Insurance add-ons per vendor (001 §3); the alias young_driver_insurance prices like young_driver. */
const INSURANCE_ADDONS: Readonly<Record<InsuranceAddonKind, AddonPrice>> = {
  roadside_assistance: { euroMinor: 400, pricingStrategy: 'per_booking_night', vendors: ['omocom', 'baloise'], name: 'Roadside assistance' },
  deductible_buydown: { euroMinor: 900, pricingStrategy: 'per_booking_night', vendors: ['omocom', 'baloise'], name: 'Deductible buydown' },
  deductible_insurance: { euroMinor: 700, pricingStrategy: 'per_booking_night', vendors: ['omocom'], name: 'Deductible insurance' },
  interior_insurance: { euroMinor: 300, pricingStrategy: 'per_booking_night', vendors: ['omocom', 'baloise'], name: 'Interior insurance' },
  luggage_insurance: { euroMinor: 200, pricingStrategy: 'per_booking_night', vendors: ['baloise'], name: 'Luggage insurance' },
  cancellation_cost_insurance: { euroMinor: 3_900, pricingStrategy: 'per_booking', vendors: ['baloise'], name: 'Cancellation cost insurance' },
  young_driver: { euroMinor: 600, pricingStrategy: 'per_booking_night', vendors: ['omocom', 'baloise'], name: 'Young driver insurance' },
  young_driver_insurance: { euroMinor: 600, pricingStrategy: 'per_booking_night', vendors: ['omocom', 'baloise'], name: 'Young driver insurance' },
  travel_abroad: { euroMinor: 500, pricingStrategy: 'per_booking_night', vendors: ['omocom'], name: 'Travel abroad protection' },
};

export const INSURANCE_ADDON_KINDS = Object.keys(INSURANCE_ADDONS) as InsuranceAddonKind[];

export const insuranceAddonName = (kind: InsuranceAddonKind): string => INSURANCE_ADDONS[kind].name;

export const offersInsuranceAddon = (vendor: Vendor, kind: InsuranceAddonKind): boolean => INSURANCE_ADDONS[kind].vendors.includes(vendor);

export function insuranceAddonChoice(kind: InsuranceAddonKind, currency: Currency): InsuranceAddonChoice {
  const { euroMinor, pricingStrategy } = INSURANCE_ADDONS[kind];
  return { kind, price: fromEuroMinor(euroMinor, currency), pricingStrategy };
}

/** 001 §5: young driver insurance at age 28 or younger. */
export const YOUNG_DRIVER_MAX_AGE = 28;

/** 001 §5: the young driver cover is sold to a driver 28 or younger on `day` (offered while the age is unknown). */
export const takesYoungDriverCover = (birthDate: string | null | undefined, day: string): boolean => !birthDate || ageOn(birthDate, day) <= YOUNG_DRIVER_MAX_AGE;
/** 001 §9: the Swiss cancellation insurance is only for bookings made before August 2025. */
export const CANCELLATION_INSURANCE_CUTOFF = '2025-08-01T00:00:00Z';
/** Price of one additional driver (per booking), in euro cents. */
export const ADDITIONAL_DRIVER_EURO = 2_500;
