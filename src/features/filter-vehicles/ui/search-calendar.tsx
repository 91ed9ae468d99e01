import { addDays, format, parse } from 'date-fns';
import { DayPicker, type DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import type { Locale } from '@/shared/i18n';
import { dayPickerLocale } from '@/shared/ui/day-picker';

const ISO = 'yyyy-MM-dd';
const toDate = (value: string) => parse(value, ISO, new Date());
const toIso = (date: Date) => format(date, ISO);

export interface SearchCalendarProps {
  from: string | null;
  to: string | null;
  onChange: (range: { from: string | null; to: string | null }) => void;
  /** The local "today": 000 §5 rejects a start of today or earlier, so the first choosable day is tomorrow. */
  today: string;
  locale: Locale;
}

/** react-day-picker in a chunk of its own: the search route's start-up JS stays under its budget. */
export default function SearchCalendar({ from, to, onChange, today, locale }: SearchCalendarProps) {
  const first = addDays(toDate(today), 1);
  const selected: DateRange | undefined = from ? { from: toDate(from), to: to ? toDate(to) : undefined } : undefined;
  return (
    <DayPicker
      mode="range"
      locale={dayPickerLocale(locale)}
      startMonth={first}
      defaultMonth={selected?.from ?? first}
      selected={selected}
      disabled={{ before: first }}
      onSelect={(range, triggerDate) => {
        // After a complete range, a click starts a new one on that day.
        if (from && to) {
          onChange({ from: toIso(triggerDate), to: null });
          return;
        }
        onChange({
          from: range?.from ? toIso(range.from) : null,
          to: range?.to && range.from && range.to > range.from ? toIso(range.to) : null,
        });
      }}
    />
  );
}
