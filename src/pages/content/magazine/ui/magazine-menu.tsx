import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { magazineNavigationQuery, menuScrollState, type MagazineNavigationItem } from '@/entities/magazine';
import { LOCALE_INFO, useLocale, type Locale } from '@/shared/i18n';
import { href } from '@/shared/routing';
import { Link } from '@/shared/ui/link';
import * as css from './magazine.css';

interface MenuLink {
  key: string;
  title: string;
  to: string;
}

/** A custom link of the content service is a path of the site, without the locale's prefix. */
const sitePath = (path: string, locale: Locale) => (LOCALE_INFO[locale].prefix && path.startsWith('/') ? `/${LOCALE_INFO[locale].prefix}${path}` : path);

function linksOf(items: readonly MagazineNavigationItem[], locale: Locale): MenuLink[] {
  return items.flatMap((item, index): MenuLink[] => {
    const key = `${index}-${item.title}`;
    if (item.linkType === 'category' && item.slug) return [{ key, title: item.title, to: href('magazine-category', { slug: item.slug }, locale) }];
    if (item.linkType === 'tag' && item.slug) return [{ key, title: item.title, to: href('magazine-tag', { slug: item.slug }, locale) }];
    if (item.link) return [{ key, title: item.title, to: sitePath(item.link, locale) }];
    // A heading of sub-items: its items take its place in the one-line menu.
    return linksOf(item.subItems ?? [], locale).map((link) => ({ ...link, key: `${key}-${link.key}` }));
  });
}

/**
 * The magazine's own menu (002 §2.4, `/navigation`): one line that scrolls sideways, with a
 * button at each end that still hides items (an end counts within 5 px, 002 §9).
 */
export function MagazineMenu() {
  const { t } = useLingui();
  const locale = useLocale();
  const navigation = useQuery(magazineNavigationQuery(locale));
  const list = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: true });
  const measure = useCallback(() => {
    const element = list.current;
    if (element) setEnds(menuScrollState(element.scrollLeft, element.clientWidth, element.scrollWidth));
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, navigation.data]);

  const links = linksOf(navigation.data ?? [], locale);
  if (links.length === 0) return null;
  const scroll = (direction: 1 | -1) => list.current?.scrollBy({ left: direction * list.current.clientWidth * 0.8, behavior: 'smooth' });

  return (
    <nav aria-label={t`Magazine sections`} className={css.menu}>
      {!ends.atStart && (
        <button type="button" className={css.menuArrow} onClick={() => scroll(-1)} aria-label={t`Show earlier sections`}>
          ‹
        </button>
      )}
      <ul ref={list} className={css.menuList} onScroll={measure}>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} variant="nav" className={css.menuLink}>
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
      {!ends.atEnd && (
        <button type="button" className={css.menuArrow} onClick={() => scroll(1)} aria-label={t`Show more sections`}>
          ›
        </button>
      )}
    </nav>
  );
}
