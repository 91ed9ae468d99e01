import type { CountryCode } from '@/shared/i18n/locales';

export type Currency = 'sek' | 'nok' | 'eur' | 'dkk' | 'chf';
export const CURRENCIES: readonly Currency[] = ['sek', 'nok', 'eur', 'dkk', 'chf'];

export interface CountryConfig {
  currency: Currency;
  supportPhone: string;
  supportPhoneNormalized: string;
  supportEmail: string;
  eidAvailable: boolean;
}

/**
 * The countries the marketplace works in (000 §1): where vehicles stand, which the search
 * filters by, and where renters and owners may live to sign up (002 §5). Liechtenstein is
 * served by the Swiss site.
 */
export const MARKET_COUNTRIES = ['SE', 'NO', 'FI', 'DK', 'DE', 'AT', 'CH', 'LI'] as const;
export type MarketCountry = (typeof MARKET_COUNTRIES)[number];

export const isMarketCountry = (code: unknown): code is MarketCountry => typeof code === 'string' && (MARKET_COUNTRIES as readonly string[]).includes(code);

// Support numbers are the product's own lines; the spec leaves them as placeholders.
export const SUPPORT_EMAIL = 'support@campershare.eu';

export const COUNTRY_CONFIG: Record<CountryCode, CountryConfig> = {
  SE: { currency: 'sek', supportPhone: '010-160 10 60', supportPhoneNormalized: '+46101601060', supportEmail: SUPPORT_EMAIL, eidAvailable: true },
  NO: { currency: 'nok', supportPhone: '21 60 10 60', supportPhoneNormalized: '+4721601060', supportEmail: SUPPORT_EMAIL, eidAvailable: true },
  FI: { currency: 'eur', supportPhone: '09 4160 1060', supportPhoneNormalized: '+35894160106', supportEmail: SUPPORT_EMAIL, eidAvailable: true },
  DK: { currency: 'dkk', supportPhone: '70 60 10 60', supportPhoneNormalized: '+4570601060', supportEmail: SUPPORT_EMAIL, eidAvailable: true },
  CH: { currency: 'chf', supportPhone: '044 516 10 60', supportPhoneNormalized: '+41445161060', supportEmail: SUPPORT_EMAIL, eidAvailable: false },
  AT: { currency: 'eur', supportPhone: '01 360 10 60', supportPhoneNormalized: '+4313601060', supportEmail: SUPPORT_EMAIL, eidAvailable: false },
  DE: { currency: 'eur', supportPhone: '030 160 10 60', supportPhoneNormalized: '+4930160106', supportEmail: SUPPORT_EMAIL, eidAvailable: false },
  GLOBAL: { currency: 'eur', supportPhone: '+46 10 160 10 60', supportPhoneNormalized: '+46101601060', supportEmail: SUPPORT_EMAIL, eidAvailable: false },
};

/** Site country when none can be told (spec 002 §9: site country fallback SE). */
export const FALLBACK_COUNTRY: CountryCode = 'SE';
