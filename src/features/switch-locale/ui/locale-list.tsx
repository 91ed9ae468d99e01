import { Link as RouterLink, useLocation } from 'react-router';
import { LOCALE_GROUPS, LOCALE_INFO, useLocale, useSite, type Locale } from '@/shared/i18n';
import { switchLocaleHref } from '@/shared/routing';
import { rememberLocale } from '../model/remember-locale';
import * as css from './language-switcher.css';
import { useCountryNames } from './use-country-names';

/** Every locale, grouped by country; each link keeps the current page, its parameters and query. */
export function LocaleList({ onChoose }: { onChoose?: () => void }) {
  const current = useLocale();
  const site = useSite();
  const { pathname, search } = useLocation();
  const countryNames = useCountryNames();

  const choose = (locale: Locale) => {
    rememberLocale(locale);
    onChoose?.();
  };

  return (
    <ul className={css.groups}>
      {LOCALE_GROUPS.map((group) => (
        <li key={group.country} className={css.group}>
          <span className={css.groupName} id={`locale-group-${group.country}`}>
            {countryNames[group.country]}
          </span>
          <ul className={css.locales} aria-labelledby={`locale-group-${group.country}`}>
            {group.locales.map((locale) => {
              const info = LOCALE_INFO[locale];
              const target = switchLocaleHref(pathname, search, site, locale);
              const isCurrent = locale === current;
              const label = <span lang={info.intl}>{info.name}</span>;
              return (
                <li key={locale}>
                  {info.site === site ? (
                    <RouterLink
                      className={css.localeLink}
                      to={target}
                      hrefLang={info.intl}
                      aria-current={isCurrent ? 'true' : undefined}
                      onClick={() => choose(locale)}
                    >
                      {label}
                    </RouterLink>
                  ) : (
                    <a className={css.localeLink} href={target} hrefLang={info.intl} onClick={() => choose(locale)}>
                      {label}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}
