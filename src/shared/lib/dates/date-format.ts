import type { Locale } from '@/shared/i18n/locales';

/** Date patterns of spec 002 §5: yyyy-MM-dd for se; dd.MM.yyyy for fi, no, de, at, dk, ch; else dd/MM/yyyy. */
export function datePattern(locale: Locale): 'yyyy-MM-dd' | 'dd.MM.yyyy' | 'dd/MM/yyyy' {
  switch (locale) {
    case 'sv-SE':
      return 'yyyy-MM-dd';
    case 'fi-FI':
    case 'nb-NO':
    case 'de':
    case 'de-AT':
    case 'da-DK':
    case 'de-CH':
    case 'fr-CH':
      return 'dd.MM.yyyy';
    default:
      return 'dd/MM/yyyy';
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Formats a calendar date (`yyyy-MM-dd` or a Date, read in UTC) with the locale's pattern. */
export function formatDate(value: string | Date, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  const yyyy = String(date.getUTCFullYear());
  const MM = pad(date.getUTCMonth() + 1);
  const dd = pad(date.getUTCDate());
  return datePattern(locale).replace('yyyy', yyyy).replace('MM', MM).replace('dd', dd);
}
