import { isYoungDriver } from '@/entities/cart/@x/booking';
import { ODOMETER_LIMIT_KM, SWISS_INSURER_MAX_MASS_KG } from '@/entities/vehicle/@x/booking';
import type { components } from '@/shared/api';
import { hasStarted, isOpen } from './booking-permissions';
import type { BookingState } from './types';

type S = components['schemas'];
export type InsurancePlan = S['PlatformInsurancePlan'];
export type InsuranceVendorKey = S['InsuranceVendorKey'];

/** 001 §3: the Nordic platform plans, lowest tier first. */
export const INSURANCE_PLAN_TIERS: readonly InsurancePlan[] = ['omocom_basic', 'omocom_plus', 'omocom_complete'];

/** 001 §4: a plan may only be upgraded, so only the tiers above the current one are offered. */
export const higherPlansThan = (current: InsurancePlan): InsurancePlan[] => INSURANCE_PLAN_TIERS.slice(INSURANCE_PLAN_TIERS.indexOf(current) + 1);

/**
 * 001 §4: the renter may upgrade to a higher tier until the trip starts, while the booking is open and
 * insured by the platform's plans (the Swiss insurer and the owner's own cover have no tiers).
 */
export function canUpgradeInsurance(
  booking: Pick<BookingState, 'ecommerceStatus'> & { fromDate: string; insuranceKey: InsurancePlan | null; insuranceVendor: string | null },
  now: Date,
): boolean {
  return (
    booking.insuranceVendor === 'omocom' &&
    booking.insuranceKey !== null &&
    higherPlansThan(booking.insuranceKey).length > 0 &&
    isOpen(booking) &&
    booking.ecommerceStatus !== 'active' &&
    !hasStarted(booking, now)
  );
}

export interface UpgradeCost {
  /** The chosen plan's price less the current plan's, for every night of the trip. */
  plan: number;
  /** Travel-abroad protection for every night, when chosen with the upgrade and not already bought. */
  travelAbroad: number;
  total: number;
}

/** What an upgrade adds to the order (minor units): its two parts and their sum, each a whole minor unit. */
export function upgradeCost(input: { currentPerNight: number; chosenPerNight: number; nights: number; travelAbroadPerNight: number | null }): UpgradeCost {
  const plan = Math.round((input.chosenPerNight - input.currentPerNight) * input.nights);
  const travelAbroad = input.travelAbroadPerNight === null ? 0 : Math.round(input.travelAbroadPerNight * input.nights);
  return { plan, travelAbroad, total: plan + travelAbroad };
}

/** What a product costs for the trip: a per-night price for every night, any other once (minor units). */
export const productTotal = (product: { price: number; pricingStrategy: string }, nights: number): number =>
  product.pricingStrategy === 'per_booking_night' ? product.price * nights : product.price;

/** `GET /products` for one key: callers expect exactly one product and warn otherwise (contract). */
export type ProductLookup<T> = { kind: 'one'; product: T } | { kind: 'none' } | { kind: 'several'; count: number };

export function singleProduct<T>(products: readonly T[]): ProductLookup<T> {
  const [first] = products;
  if (first === undefined) return { kind: 'none' };
  return products.length === 1 ? { kind: 'one', product: first } : { kind: 'several', count: products.length };
}

/** 001 §5, §9: the young-driver insurance is for renters aged 28 or younger on the trip's first day. */
export const needsYoungDriverInsurance = (renterBirthDate: string | null | undefined, fromDate: string): boolean =>
  typeof renterBirthDate === 'string' && renterBirthDate !== '' && isYoungDriver(renterBirthDate, fromDate);

export type InsuranceLimitation = 'swiss_residents_only' | 'too_heavy' | 'odometer_over_limit';

/**
 * The insurance-limitation modal (001 §5, §8): the Swiss insurer covers only residents of
 * Switzerland and Liechtenstein; vehicles over 7,500 kg or with 300,000 km or more are not covered
 * (001 §5: an odometer "below 300000" qualifies). An unknown mass or reading limits nothing here:
 * the vehicle was checked when it was listed.
 */
export function insuranceLimitations(input: {
  vendor: InsuranceVendorKey | null;
  renterIsConsideredSwiss: boolean;
  maximumAuthorizedMass: number | null;
  odometerKm: number | null;
}): InsuranceLimitation[] {
  const limits: InsuranceLimitation[] = [];
  if (input.vendor === 'baloise' && !input.renterIsConsideredSwiss) limits.push('swiss_residents_only');
  if (input.maximumAuthorizedMass !== null && input.maximumAuthorizedMass > SWISS_INSURER_MAX_MASS_KG) limits.push('too_heavy');
  if (input.odometerKm !== null && input.odometerKm >= ODOMETER_LIMIT_KM) limits.push('odometer_over_limit');
  return limits;
}

/** The Swiss insurer's claim form in each of its languages; other locales read it in English. */
const SWISS_CLAIM_FORMS: Readonly<Record<'de' | 'fr' | 'en', string>> = {
  de: 'https://www.baloise.ch/de/private/claims.html',
  fr: 'https://www.baloise.ch/fr/private/claims.html',
  en: 'https://www.baloise.ch/en/private/claims.html',
};

/**
 * 001 §7, 002: the claim form is an external link per insurer, and per locale for the Swiss insurer.
 * The policy's own link wins for the Nordic insurer; the owner's insurer has no form of ours.
 */
export function claimFormUrl(vendor: InsuranceVendorKey, locale: string, policyUrl: string | null): string | null {
  if (vendor === 'baloise') {
    const language = locale.split('-')[0];
    return SWISS_CLAIM_FORMS[language === 'de' || language === 'fr' ? language : 'en'];
  }
  return vendor === 'owner' ? null : policyUrl;
}

/** 001 §9: the Swiss insurer's limits (minor units), where the policy is explained. */
export const SWISS_INSURER_LIMITS = {
  luggageCover: { amount: 500_000, currency: 'chf' },
  luggageDeductible: { amount: 5_000, currency: 'chf' },
  interiorDeductible: { amount: 20_000, currency: 'chf' },
  liabilityDeductible: { amount: 200_000, currency: 'chf' },
  liabilityDeductibleReduced: { amount: 20_000, currency: 'chf' },
  roadsideParking: { amount: 25_000, currency: 'chf' },
  roadsideRecovery: { amount: 500_000, currency: 'chf' },
  roadsideTransport: { amount: 100_000, currency: 'chf' },
  roadsideRentalVehicle: { amount: 50_000, currency: 'chf' },
  roadsideRentalDays: 5,
  roadsideOvernightPerPassenger: { amount: 15_000, currency: 'chf' },
  roadsideOvernightMax: { amount: 120_000, currency: 'chf' },
  interiorDamage: { amount: 500_000, currency: 'eur' },
  personalProperty: { amount: 100_000, currency: 'eur' },
  keys: { amount: 100_000, currency: 'eur' },
  tankCleaning: { amount: 500_000, currency: 'eur' },
  repairDelayHours: 24,
} as const;

/** 001 §9: the claims list leaves out `noclaim` (the API does too; a cached or older answer may not). */
export const listedInsuranceClaims = <T extends { status: string }>(claims: readonly T[]): T[] => claims.filter((claim) => claim.status !== 'noclaim');
