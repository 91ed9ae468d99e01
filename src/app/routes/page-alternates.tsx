import { useMatches, useParams } from 'react-router';
import { siteOrigin } from '@/shared/config';
import { LOCALES, LOCALE_INFO, type Locale } from '@/shared/i18n';
import { href } from '@/shared/routing';
import type { RouteHandle } from './build-routes';
import { PAGES } from './page-registry';

/** The language a search engine shows to a visitor whose language no locale serves (spec 002 §2.2). */
const X_DEFAULT: Locale = 'en';

/**
 * For the pages search engines index (those rendered on the server): the canonical address, without
 * the query of filters, and the same page in every other locale, on its own site (`hreflang`). React
 * puts these links into the document's head, on the server as in the browser.
 */
export function PageAlternates({ locale }: { locale: Locale }) {
  const matches = useMatches();
  const params = useParams();
  const name = (matches.at(-1)?.handle as RouteHandle | undefined)?.routeName;
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
