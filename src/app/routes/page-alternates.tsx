import { siteOrigin } from '@/shared/config';
import { LOCALES, LOCALE_INFO, type Locale } from '@/shared/i18n';
import { href } from '@/shared/routing';
import type { RouteName } from '@/shared/routing';
import { PAGES } from './page-registry';

/** The language a search engine shows to a visitor whose language no locale serves (spec 002 §2.2). */
const X_DEFAULT: Locale = 'en';

/**
 * For the pages search engines index (those rendered on the server): the canonical address, without
 * the query of filters, and the same page in every other locale, on its own site (`hreflang`). The
 * server renders them beside the page, and React puts them into the document's head; the browser
 * leaves them there (they are for crawlers, which read the server's HTML, and cost start-up JS).
 */
export function PageAlternates({ name, params, locale }: { name: RouteName | undefined; params: Record<string, string | undefined>; locale: Locale }) {
  if (!name || !PAGES[name]?.serverRendered) return null;
  const urlIn = (target: Locale) => siteOrigin(LOCALE_INFO[target].site) + href(name, params, target);
  return (
    <>
      <link rel="canonical" href={urlIn(locale)} />
      {LOCALES.map((target) => (
        <link key={target} rel="alternate" hrefLang={target} href={urlIn(target)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={urlIn(X_DEFAULT)} />
    </>
  );
}
