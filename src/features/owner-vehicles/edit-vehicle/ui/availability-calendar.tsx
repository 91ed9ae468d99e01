import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import type { RentedPeriod, UnavailablePeriod } from '@/entities/vehicle';
import { useLocale } from '@/shared/i18n';
import { dayPickerLocale } from '@/shared/ui/day-picker';
import * as css from './availability-step.css';

const dayOf = (date: string) => new Date(`${date}T00:00:00`);
const rangeOf = (period: { fromDate: string; toDate: string }) => ({ from: dayOf(period.fromDate), to: dayOf(period.toDate) });

export interface AvailabilityCalendarProps {
  rented: readonly RentedPeriod[];
  unavailable: readonly UnavailablePeriod[];
  today: string;
}

/**
 * The owner's months ahead at a glance: booked days and blocked days marked (000 §2 "unavailable
 * dates"). Read only: the lists beside it say the same in words and hold the actions. In a chunk of
 * its own with react-day-picker and its locales.
 */
export default function AvailabilityCalendar({ rented, unavailable, today }: AvailabilityCalendarProps) {
  const locale = useLocale();
  return (
    <DayPicker
      className={css.calendar}
      locale={dayPickerLocale(locale)}
      numberOfMonths={2}
      startMonth={dayOf(today)}
      defaultMonth={dayOf(today)}
      modifiers={{ rented: rented.map(rangeOf), unavailable: unavailable.map(rangeOf) }}
      modifiersClassNames={{ rented: css.rentedDay, unavailable: css.unavailableDay }}
    />
  );
}
