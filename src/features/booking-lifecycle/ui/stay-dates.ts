import { useLocale } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';

/** A stay's first and last day in the locale's date pattern (002 §5), as the dialogs name a booking's dates. */
export function useStayDates() {
  const locale = useLocale();
  return ({ fromDate, toDate }: { fromDate: string; toDate: string }) => ({ from: formatDate(fromDate, locale), to: formatDate(toDate, locale) });
}
