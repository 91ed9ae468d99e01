import type { components } from '@/shared/api';
import { localeCode, type Locale } from '@/shared/i18n';
import type { SignUpValues } from './sign-up-schema';

type RegisterRequest = components['schemas']['RegisterRequest'];
export function registerRequestOf(values: SignUpValues, locale: Locale, onboardingId: string | undefined): RegisterRequest {
  return {
    role: values.role,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: values.password,
    country: values.country,
    locale: localeCode(locale),
    isOrganization: values.isOrganization,
    ...(values.isOrganization ? { organizationName: values.organizationName, organizationNumber: values.organizationNumber } : {}),
    ...(values.campaignCode ? { campaignCode: values.campaignCode } : {}),
    acceptTerms: true,
    ...(onboardingId ? { onboardingId } : {}),
  };
}
