import { LOCALE_INFO, type Locale } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** Hours and minutes in the locale's way ("14:05"), one formatter per locale. */
function timeFormat(locale: Locale): Intl.DateTimeFormat {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, { hour: '2-digit', minute: '2-digit' });
    timeFormats.set(locale, format);
  }
  return format;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The reader's calendar day of a moment, as `yyyy-MM-dd`. */
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * When a message was written, as the reader's clock has it: the time alone today, else the date
 * in the locale's pattern (002 §5) and the time. `short` leaves the time out on other days (the list).
 */
export function messageTime(iso: string, locale: Locale, now: Date, { short = false }: { short?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = timeFormat(locale).format(date);
  if (localDay(date) === localDay(now)) return time;
  const day = formatDate(localDay(date), locale);
  return short ? day : `${day} ${time}`;
}
