import { localeCode, type Locale, type LocaleCode } from '@/shared/i18n';

/** 002 §9: magazine posts per page. */
export const MAGAZINE_PAGE_SIZE = 9;
/** 002 §9: the magazine menu counts as scrolled to an end within 5 px of it. */
export const MENU_SCROLL_END_TOLERANCE_PX = 5;

/** The content service names its languages by the site locale's short code (002 §7). */
export const contentLanguageOf = (locale: Locale): LocaleCode => localeCode(locale);

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
