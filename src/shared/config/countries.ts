import type { CountryCode } from '@/shared/i18n/locales';

export type Currency = 'sek' | 'nok' | 'eur' | 'dkk' | 'chf';
export const CURRENCIES: readonly Currency[] = ['sek', 'nok', 'eur', 'dkk', 'chf'];

export interface CountryConfig {
  currency: Currency;
  /** The payment provider account the country's payments go through (spec 002 §9). */
  stripeAccount: 'se' | 'no' | 'fi' | 'dk' | 'ch' | 'de' | 'at';
  supportPhone: string;
  supportPhoneNormalized: string;
  supportEmail: string;
  eidAvailable: boolean;
}

// Support numbers are the product's own lines; the spec leaves them as placeholders.
export const SUPPORT_EMAIL = 'support@campershare.eu';

export const COUNTRY_CONFIG: Record<CountryCode, CountryConfig> = {
  SE: { currency: 'sek', stripeAccount: 'se', supportPhone: '010-160 10 60', supportPhoneNormalized: '+46101601060', supportEmail: SUPPORT_EMAIL, eidAvailable: true },
  NO: { currency: 'nok', stripeAccount: 'no', supportPhone: '21 60 10 60', supportPhoneNormalized: '+4721601060', supportEmail: SUPPORT_EMAIL, eidAvailable: true },
  FI: { currency: 'eur', stripeAccount: 'fi', supportPhone: '09 4160 1060', supportPhoneNormalized: '+35894160106', supportEmail: SUPPORT_EMAIL, eidAvailable: true },
  DK: { currency: 'dkk', stripeAccount: 'dk', supportPhone: '70 60 10 60', supportPhoneNormalized: '+4570601060', supportEmail: SUPPORT_EMAIL, eidAvailable: true },
  CH: { currency: 'chf', stripeAccount: 'ch', supportPhone: '044 516 10 60', supportPhoneNormalized: '+41445161060', supportEmail: SUPPORT_EMAIL, eidAvailable: false },
  AT: { currency: 'eur', stripeAccount: 'at', supportPhone: '01 360 10 60', supportPhoneNormalized: '+4313601060', supportEmail: SUPPORT_EMAIL, eidAvailable: false },
  DE: { currency: 'eur', stripeAccount: 'de', supportPhone: '030 160 10 60', supportPhoneNormalized: '+4930160106', supportEmail: SUPPORT_EMAIL, eidAvailable: false },
  // The global site pays through the Swedish account (spec 002 §9).
  GLOBAL: { currency: 'eur', stripeAccount: 'se', supportPhone: '+46 10 160 10 60', supportPhoneNormalized: '+46101601060', supportEmail: SUPPORT_EMAIL, eidAvailable: false },
};

/** Site country when none can be told (spec 002 §9: site country fallback SE). */
export const FALLBACK_COUNTRY: CountryCode = 'SE';
