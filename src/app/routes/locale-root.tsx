import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LocaleProvider, type Locale, type SiteId } from '@/shared/i18n';
import { writeCookie } from '@/shared/lib/cookies';

/** Gives the pages below it their locale, and remembers it as the visitor's language. */
export function LocaleRoot({ locale, site }: { locale: Locale; site: SiteId }) {
  useEffect(() => {
    writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS);
  }, [locale]);
  return (
    <LocaleProvider locale={locale} site={site}>
      <Outlet />
    </LocaleProvider>
  );
}
