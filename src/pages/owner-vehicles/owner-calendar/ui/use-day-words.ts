import { useLingui } from '@lingui/react/macro';
import { calendarDayKindLabel, type CalendarDay } from '@/entities/vehicle';
import { useLocaleInfo } from '@/shared/i18n';

/** A day's state in words: what its name says to a screen reader, and the fleet view's cell titles. */
export function useDayWords(): (day: CalendarDay) => string {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  return (day) => {
    const parts: string[] = [];
    if (day.kind) parts.push(calendarDayKindLabel(i18n, day.kind));
    if (day.responseDueAt) {
      const deadline = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(day.responseDueAt));
      parts.push(t`answer by ${deadline}`);
    }
    if (!day.kind && !day.past) parts.push(t`Free`);
    if (day.leadTime) parts.push(t`within the lead time`);
    if (day.noCheckin && day.noCheckout) parts.push(t`no check-in or check-out`);
    else if (day.noCheckin) parts.push(t`no check-in`);
    else if (day.noCheckout) parts.push(t`no check-out`);
    return parts.join(', ');
  };
}
