import type { components } from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import type { SignUpValues } from './sign-up-schema';

type RegisterRequest = components['schemas']['RegisterRequest'];
type ApiLocale = NonNullable<RegisterRequest['locale']>;

/** The contract names locales by their site prefix (002 §2.1). */
const API_LOCALE: Record<Locale, ApiLocale> = {
  en: 'en',
  de: 'de',
  'de-AT': 'at',
  'de-CH': 'ch',
  'fr-CH': 'fr',
  'sv-SE': 'se',
  'sv-FI': 'fi-sv',
  'nb-NO': 'no',
  'fi-FI': 'fi',
  'da-DK': 'dk',
};

export function registerRequestOf(values: SignUpValues, locale: Locale, onboardingId: string | undefined): RegisterRequest {
  return {
    role: values.role,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: values.password,
    country: values.country,
    locale: API_LOCALE[locale],
    isOrganization: values.isOrganization,
    ...(values.isOrganization ? { organizationName: values.organizationName, organizationNumber: values.organizationNumber } : {}),
    ...(values.campaignCode ? { campaignCode: values.campaignCode } : {}),
    acceptTerms: true,
    ...(onboardingId ? { onboardingId } : {}),
  };
}
