import type { Locale } from '@/shared/i18n';

/** 002 §9: magazine posts per page. */
export const MAGAZINE_PAGE_SIZE = 9;
/** 002 §9: the magazine menu counts as scrolled to an end within 5 px of it. */
export const MENU_SCROLL_END_TOLERANCE_PX = 5;

type ContentLanguage = 'en' | 'at' | 'de' | 'se' | 'no' | 'fi' | 'fi-sv' | 'dk' | 'ch' | 'fr';

/** The content service names its languages by the site locale's short code (002 §7). */
const CONTENT_LANGUAGE: Readonly<Record<Locale, ContentLanguage>> = {
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

export const contentLanguageOf = (locale: Locale): ContentLanguage => CONTENT_LANGUAGE[locale];

/** The pages a list of `total` posts takes, at least one (an empty list is one empty page). */
export const magazinePageCount = (total: number): number => Math.max(1, Math.ceil(total / MAGAZINE_PAGE_SIZE));

/** The list page a `?page=` asks for: a whole number from 1, anything else the first page. */
export function magazinePageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Reading time in whole minutes, at least one. */
export const readingMinutes = (seconds: number): number => Math.max(1, Math.round(seconds / 60));

/** Which ends of the sideways-scrolling menu still hide items (the 5 px tolerance of 002 §9). */
export function menuScrollState(scrollLeft: number, clientWidth: number, scrollWidth: number): { atStart: boolean; atEnd: boolean } {
  return {
    atStart: scrollLeft <= MENU_SCROLL_END_TOLERANCE_PX,
    atEnd: scrollLeft + clientWidth >= scrollWidth - MENU_SCROLL_END_TOLERANCE_PX,
  };
}
