/** 001 §9: "Payment provider accounts per country: se, no, fi, dk, ch, de, at." */
export const STRIPE_ACCOUNT_COUNTRIES = ['se', 'no', 'fi', 'dk', 'ch', 'de', 'at'] as const;

export type StripeAccount = (typeof STRIPE_ACCOUNT_COUNTRIES)[number];

/** Liechtenstein is served with Switzerland (same site, same currency); the spec lists no account of its own. */
const SERVED_BY: Readonly<Record<string, StripeAccount>> = { li: 'ch' };

/** The payment-provider account for a country code (any case); undefined for a country without one. */
export function stripeAccountOf(country: string | null | undefined): StripeAccount | undefined {
  if (!country) return undefined;
  const code = country.trim().toLowerCase();
  if ((STRIPE_ACCOUNT_COUNTRIES as readonly string[]).includes(code)) return code as StripeAccount;
  return SERVED_BY[code];
}
