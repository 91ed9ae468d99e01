import { Suspense, lazy, useEffect } from 'react';
import { Outlet } from 'react-router';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LocaleProvider, type Locale, type SiteId } from '@/shared/i18n';
import { writeCookie } from '@/shared/lib/cookies';

// For search engines, which read the server's HTML: not start-up JS of the browser's.
const PageAlternates = lazy(() => import('./page-alternates').then((m) => ({ default: m.PageAlternates })));

/** Gives the pages below it their locale, and remembers it as the visitor's language. */
export function LocaleRoot({ locale, site }: { locale: Locale; site: SiteId }) {
  useEffect(() => {
    writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS);
  }, [locale]);
  return (
    <LocaleProvider locale={locale} site={site}>
      <Suspense fallback={null}>
        <PageAlternates locale={locale} />
      </Suspense>
      <Outlet />
    </LocaleProvider>
  );
}
