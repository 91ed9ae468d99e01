import { format, parse } from 'date-fns';
import { useMemo } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
// One module per locale: the 'react-day-picker/locale' index re-exports every date-fns locale.
import { da } from 'react-day-picker/locale/da';
import { de } from 'react-day-picker/locale/de';
import { deAT } from 'react-day-picker/locale/de-AT';
import { enGB } from 'react-day-picker/locale/en-GB';
import { fi } from 'react-day-picker/locale/fi';
import { fr } from 'react-day-picker/locale/fr';
import { nb } from 'react-day-picker/locale/nb';
import { sv } from 'react-day-picker/locale/sv';
import 'react-day-picker/style.css';
import type { Locale } from '@/shared/i18n';
import { isDayUnselectable } from '../model/day-availability';
import type { BookingDatesValue } from '../model/validate-booking-range';
import * as css from './booking-dates-picker.css';

// The calendar's month names, weekdays and aria labels per app locale.
const DAY_PICKER_LOCALES = {
  en: enGB,
  de,
  'de-AT': deAT,
  'de-CH': de,
  'fr-CH': fr,
  'sv-SE': sv,
  'sv-FI': sv,
  'nb-NO': nb,
  'fi-FI': fi,
  'da-DK': da,
} satisfies Record<string, typeof enGB>;

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
      locale={DAY_PICKER_LOCALES[locale as keyof typeof DAY_PICKER_LOCALES] ?? enGB}
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
