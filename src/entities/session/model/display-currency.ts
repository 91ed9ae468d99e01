import type { SessionUser } from './session.types';
import { COUNTRY_CONFIG, type Currency } from '@/shared/config';
import type { CountryCode } from '@/shared/i18n';

/**
 * The currency prices are shown in: the user's own, except that admins get the site default
 * (spec 002 §6); for visitors the cookie's choice, else the site's currency.
 */
export function displayCurrency(user: SessionUser | undefined, cookie: Currency | undefined, siteCountry: CountryCode): Currency {
  const siteDefault = COUNTRY_CONFIG[siteCountry].currency;
  if (user?.role === 'admin') return siteDefault;
  return user?.currency ?? cookie ?? siteDefault;
}
