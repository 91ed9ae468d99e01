import { format, parse } from 'date-fns';
import { useMemo } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import type { Locale } from '@/shared/i18n';
import { dayPickerLocale } from '@/shared/ui/day-picker';
import { isDayUnselectable } from '../model/day-availability';
import type { BookingDatesValue } from '../model/validate-booking-range';
import * as css from './booking-dates-picker.css';

const ISO = 'yyyy-MM-dd';
const toDate = (value: string) => parse(value, ISO, new Date());
const toIso = (date: Date) => format(date, ISO);

export interface RangeCalendarProps {
  value: BookingDatesValue;
  onChange: (value: BookingDatesValue) => void;
  blocked: readonly string[];
  earliest: string;
  locale: Locale;
  months: number;
}

/** The react-day-picker part of the picker, in a chunk of its own (it and date-fns' locales are heavy). */
export default function RangeCalendar({ value, onChange, blocked, earliest, locale, months }: RangeCalendarProps) {
  const blockedSet = useMemo(() => new Set(blocked), [blocked]);
  const selected: DateRange | undefined = value.fromDate
    ? { from: toDate(value.fromDate), to: value.toDate ? toDate(value.toDate) : undefined }
    : undefined;
  return (
    <DayPicker
      className={css.calendar}
      mode="range"
      locale={dayPickerLocale(locale)}
      numberOfMonths={months}
      startMonth={toDate(earliest)}
      defaultMonth={selected?.from ?? toDate(earliest)}
      selected={selected}
      disabled={(day) => isDayUnselectable(toIso(day), blockedSet, earliest)}
      modifiers={{ blocked: (day) => blockedSet.has(toIso(day)) }}
      modifiersClassNames={{ blocked: css.blockedDay }}
      onSelect={(range, triggerDate) => {
        // A click after a complete range starts a new one at that day.
        if (value.fromDate && value.toDate) {
          onChange({ fromDate: toIso(triggerDate), toDate: null });
          return;
        }
        const from = range?.from;
        onChange({ fromDate: from ? toIso(from) : null, toDate: from && range.to && range.to > from ? toIso(range.to) : null });
      }}
    />
  );
}
