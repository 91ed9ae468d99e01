import { STRIPE_ACCOUNT_COUNTRIES, stripeAccountOf, type StripeAccount } from '@/entities/payment';
import { COUNTRY_CONFIG, type Currency } from '@/shared/config';
import type { CountryCode } from '@/shared/i18n';

interface AccountFacts {
  /** `?account=` of the page's address. */
  asked: string | null;
  /** The user's own provider account, when the API set one. */
  userAccount: string | null | undefined;
  /** The user's country of residence. */
  userCountry: string | null | undefined;
  /** The site's country (SE, …, GLOBAL). */
  siteCountry: CountryCode;
}

/**
 * Which payment account's cards the page shows (000 §7: the list is per `stripe-account`). A card
 * is saved in the account of the country it pays in, so the page opens on the account asked for
 * in the address, else the user's, else their country's, else the site's (Sweden on the global site).
 */
export function cardAccountOf({ asked, userAccount, userCountry, siteCountry }: AccountFacts): StripeAccount {
  return stripeAccountOf(asked) ?? stripeAccountOf(userAccount) ?? stripeAccountOf(userCountry) ?? stripeAccountOf(siteCountry) ?? 'se';
}

/** The currency a provider account charges in: Stripe's setup form wants one. */
export const currencyOfAccount = (account: StripeAccount): Currency => COUNTRY_CONFIG[account.toUpperCase() as CountryCode].currency;

export { STRIPE_ACCOUNT_COUNTRIES };
