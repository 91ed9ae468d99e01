import { format, parse } from 'date-fns';
import { useMemo, useRef } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import type { CalendarDay } from '@/entities/vehicle';
import { useLocale } from '@/shared/i18n';
import { dayPickerLocale } from '@/shared/ui/day-picker';
import * as css from './owner-calendar.css';

const ISO = 'yyyy-MM-dd';
const toDate = (value: string) => parse(value, ISO, new Date());
const toIso = (date: Date) => format(date, ISO);
/** A swipe is a mostly sideways move of at least this many pixels. */
const SWIPE_PX = 48;

export interface CalendarMonthsProps {
  days: readonly CalendarDay[];
  /** The first month shown, `yyyy-MM-01`. */
  month: string;
  months: number;
  today: string;
  fromDate: string | null;
  toDate: string | null;
  onMonthChange: (month: string) => void;
  onSelect: (fromDate: string | null, toDate: string | null) => void;
  /** The day's state in words, for its name (screen readers hear it with the date). */
  describe: (day: CalendarDay) => string;
}

/**
 * The months of the owner's calendar (react-day-picker in a chunk of its own): each day has its
 * kind's colour and pattern, the arrow keys move between days and Enter selects (the picker's
 * grid pattern), a sideways swipe moves by a month. Past days cannot be selected.
 */
export default function CalendarMonths({ days, month, months, today, fromDate, toDate: lastDate, onMonthChange, onSelect, describe }: CalendarMonthsProps) {
  const locale = useLocale();
  const byDate = useMemo(() => new Map(days.map((day) => [day.date, day])), [days]);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const dayOf = (date: Date) => byDate.get(toIso(date));
  const selected: DateRange | undefined = fromDate ? { from: toDate(fromDate), to: lastDate ? toDate(lastDate) : undefined } : undefined;
  const move = (count: number) => {
    const next = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + count, 1)).toISOString().slice(0, 10);
    if (next >= `${today.slice(0, 7)}-01`) onMonthChange(next);
  };
  const dayLocale = dayPickerLocale(locale);

  return (
    <div
      onTouchStart={(event) => {
        const point = event.touches[0];
        touch.current = point ? { x: point.clientX, y: point.clientY } : null;
      }}
      onTouchEnd={(event) => {
        const start = touch.current;
        const point = event.changedTouches[0];
        touch.current = null;
        if (!start || !point) return;
        const dx = point.clientX - start.x;
        if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > 2 * Math.abs(point.clientY - start.y)) move(dx < 0 ? 1 : -1);
      }}
    >
      <DayPicker
        className={css.calendar}
        mode="range"
        locale={dayLocale}
        numberOfMonths={months}
        month={toDate(month)}
        startMonth={toDate(`${today.slice(0, 7)}-01`)}
        onMonthChange={(next) => onMonthChange(toIso(next))}
        selected={selected}
        disabled={{ before: toDate(today) }}
        modifiers={{
          confirmed: (date) => dayOf(date)?.kind === 'confirmed',
          request: (date) => dayOf(date)?.kind === 'request',
          rented: (date) => dayOf(date)?.kind === 'rented',
          unavailable: (date) => dayOf(date)?.kind === 'unavailable',
          leadTime: (date) => dayOf(date)?.leadTime === true,
          closedWeekday: (date) => Boolean(dayOf(date)?.noCheckin || dayOf(date)?.noCheckout),
        }}
        modifiersClassNames={{
          confirmed: css.kind.confirmed,
          request: css.kind.request,
          rented: css.kind.rented,
          unavailable: css.kind.unavailable,
          leadTime: css.leadTime,
          closedWeekday: css.closedWeekday,
        }}
        labels={{
          labelDayButton: (date) => {
            const day = dayOf(date);
            const name = format(date, 'PPPP', { locale: dayLocale });
            const state = day ? describe(day) : '';
            return state ? `${name}: ${state}` : name;
          },
        }}
        onSelect={(range, triggerDate) => {
          // A click after a complete range starts a new one at that day.
          if (fromDate && lastDate) {
            onSelect(toIso(triggerDate), null);
            return;
          }
          const from = range?.from;
          onSelect(from ? toIso(from) : null, from && range.to && range.to > from ? toIso(range.to) : null);
        }}
      />
    </div>
  );
}
