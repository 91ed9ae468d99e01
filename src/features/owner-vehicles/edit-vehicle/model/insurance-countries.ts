/** 000 §5: the asset countries of the Nordic insurer's platform insurance. */
export const NORDIC_INSURER_COUNTRIES = ['SE', 'NO', 'FI', 'DK', 'AT', 'DE'] as const;
/** 000 §5: the Swiss insurer's set, for both asset and renter. */
export const SWISS_INSURER_COUNTRIES = ['CH', 'LI'] as const;

/** 000 §9: insured value bands (stored values, minor units); the last is the open top band. */
export const INSURANCE_VALUE_BANDS = [25_000_000, 50_000_000, 75_000_000, 100_000_000, 125_000_000, 999_999_900] as const;
export const OPEN_TOP_INSURANCE_BAND = 999_999_900;

export type PlatformInsurer = 'nordic' | 'swiss';

/** Which platform insurer covers a vehicle in that country, or null where there is none (000 §5). */
export function platformInsurerOf(country: string | null | undefined): PlatformInsurer | null {
  if (!country) return null;
  if ((NORDIC_INSURER_COUNTRIES as readonly string[]).includes(country)) return 'nordic';
  if ((SWISS_INSURER_COUNTRIES as readonly string[]).includes(country)) return 'swiss';
  return null;
}
