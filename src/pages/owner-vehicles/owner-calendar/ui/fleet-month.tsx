import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { calendarDays, type CalendarDay } from '@/entities/vehicle';
import { vehicleCalendarQuery } from '@/features/owner-vehicles/edit-vehicle';
import { useLocaleInfo } from '@/shared/i18n';
import { useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Link } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { addMonths, endOfMonth, type CalendarSearch } from '../model/calendar-search';
import type { CalendarVehicle } from '../model/calendar-vehicle';
import { CalendarLegend } from './calendar-legend';
import * as css from './owner-calendar.css';
import { useDayWords } from './use-day-words';

export interface FleetMonthProps {
  vehicles: readonly CalendarVehicle[];
  search: CalendarSearch;
  onSearchChange: (search: CalendarSearch) => void;
  today: string;
}

const NO_DEADLINES: ReadonlyMap<number, string> = new Map();

/** One vehicle's row: its own read of the calendar (the editor's query), with its own retry. */
function FleetRow({ vehicle, month, last, days: count, today }: { vehicle: CalendarVehicle; month: string; last: string; days: number; today: string }) {
  const { t } = useLingui();
  const hrefTo = useLocalizedHref();
  const describe = useDayWords();
  const calendar = useQuery(vehicleCalendarQuery(vehicle.id));
  const days = calendar.data ? calendarDays(month, last, { ...calendar.data, deadlines: NO_DEADLINES }, vehicle.rules, today) : null;
  const cell = (day: CalendarDay) => {
    const classes = [css.fleetCell, day.kind ? css.kind[day.kind] : '', day.leadTime ? css.leadTime : '', day.noCheckin || day.noCheckout ? css.closedWeekday : ''].join(' ');
    const words = describe(day);
    return (
      <td key={day.date}>
        <span className={classes} title={words}>
          <VisuallyHidden>{words}</VisuallyHidden>
        </span>
      </td>
    );
  };
  return (
    <tr>
      <th scope="row">
        <Link to={hrefTo('owner-calendar', { id: vehicle.id }, { month: month.slice(0, 7) })}>{vehicle.name}</Link>
      </th>
      {days ? (
        days.map(cell)
      ) : (
        <td colSpan={count}>
          {calendar.isError ? (
            <span role="alert">
              {t`The calendar could not be loaded.`}{' '}
              <Button variant="secondary" size="sm" loading={calendar.isFetching} onClick={() => void calendar.refetch()}>
                {t`Try again`}
              </Button>
            </span>
          ) : (
            t`Loading the calendar`
          )}
        </td>
      )}
    </tr>
  );
}

/**
 * Every vehicle of the owner in one month (`canManageMultipleAssets`): a row per vehicle, a column
 * per day, each day with its kind's colour and pattern and its state in words. A vehicle's name
 * opens its own calendar, where days are selected and acted on.
 */
export function FleetMonth({ vehicles, search, onSearchChange, today }: FleetMonthProps) {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  const last = endOfMonth(search.month);
  const monthName = new Intl.DateTimeFormat(intl, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${search.month}T00:00:00Z`));
  const dates = calendarDays(search.month, last, { rented: [], unavailable: [], deadlines: NO_DEADLINES }, { leadTimeDays: 0, checkinWeekdays: [], checkoutWeekdays: [] }, today).map((day) => day.date);
  const move = (count: number) => onSearchChange({ ...search, month: addMonths(search.month, count), fromDate: null, toDate: null });
  const isFirst = search.month <= `${today.slice(0, 7)}-01`;

  return (
    <div className={css.layout}>
      <div className={css.nav}>
        <Button variant="secondary" size="sm" disabled={isFirst} onClick={() => move(-1)}>
          {t`Previous month`}
        </Button>
        <Text weight="bold" aria-live="polite">
          {monthName}
        </Text>
        <Button variant="secondary" size="sm" onClick={() => move(1)}>
          {t`Next month`}
        </Button>
      </div>
      <div className={css.fleetScroller} role="region" aria-label={t`All vehicles in ${monthName}`}>
        <table className={css.fleet}>
          <caption>
            <VisuallyHidden>{t`All vehicles in ${monthName}`}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <td />
              {dates.map((date) => (
                <th key={date} scope="col">
                  {Number(date.slice(8, 10))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {vehicles.map((vehicle) => (
              <FleetRow key={vehicle.id} vehicle={vehicle} month={search.month} last={last} days={dates.length} today={today} />
            ))}
          </tbody>
        </table>
      </div>
      <CalendarLegend />
    </div>
  );
}
