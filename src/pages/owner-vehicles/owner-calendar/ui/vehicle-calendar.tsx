import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { calendarDays, type VehicleCalendarRules } from '@/entities/vehicle';
import { availabilityKey, vehicleCalendarQuery } from '@/features/owner-vehicles/edit-vehicle';
import { useMediaQuery } from '@/shared/ui/utils';
import { Button } from '@/shared/ui/button';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Text } from '@/shared/ui/text';
import { requestDeadlinesQuery } from '../api/request-deadlines';
import { addMonths, endOfMonth, selectedRange, type CalendarSearch } from '../model/calendar-search';
import { CalendarLegend } from './calendar-legend';
import * as css from './owner-calendar.css';
import { SelectionPanel } from './selection-panel';
import { useDayWords } from './use-day-words';

const CalendarMonths = lazy(() => import('./calendar-months'));

export interface VehicleCalendarProps {
  vehicleId: number;
  rules: VehicleCalendarRules;
  search: CalendarSearch;
  onSearchChange: (search: CalendarSearch) => void;
  today: string;
}

const NO_DEADLINES: ReadonlyMap<number, string> = new Map();

/** One vehicle's months (phones: one; large screens: two, or three when wide), its legend and the act panel. */
export function VehicleCalendar({ vehicleId, rules, search, onSearchChange, today }: VehicleCalendarProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const large = useMediaQuery('(min-width: 992px)');
  const wide = useMediaQuery('(min-width: 1280px)');
  const months = wide ? 3 : large ? 2 : 1;
  const calendar = useQuery(vehicleCalendarQuery(vehicleId));
  // Only the deadlines: without them the requests still show, so a failure here blocks nothing.
  const deadlines = useQuery(requestDeadlinesQuery(vehicleId));
  const describe = useDayWords();
  const last = endOfMonth(addMonths(search.month, months - 1));
  const range = selectedRange(search);
  const daysOf = (from: string, to: string) => (calendar.data ? calendarDays(from, to, { ...calendar.data, deadlines: deadlines.data ?? NO_DEADLINES }, rules, today) : []);
  const days = daysOf(search.month, last);
  // The selection may reach beyond the months shown: the panel sums up all of its days.
  const selectedDays = range ? daysOf(range.fromDate, range.toDate) : [];

  if (calendar.isPending) {
    return (
      <SkeletonGroup label={t`Loading the calendar`}>
        <Skeleton shape="rect" height="22rem" />
      </SkeletonGroup>
    );
  }
  if (calendar.isError) {
    return (
      <div role="alert">
        <Text>{t`The calendar could not be loaded.`}</Text>
        <Button variant="secondary" size="sm" loading={calendar.isFetching} onClick={() => void calendar.refetch()}>
          {t`Try again`}
        </Button>
      </div>
    );
  }

  return (
    <div className={css.layout}>
      <Suspense fallback={<Skeleton shape="rect" height="22rem" />}>
        <CalendarMonths
          days={days}
          month={search.month}
          months={months}
          today={today}
          fromDate={search.fromDate}
          toDate={search.toDate}
          onMonthChange={(month) => onSearchChange({ ...search, month })}
          onSelect={(fromDate, toDate) => onSearchChange({ ...search, fromDate, toDate })}
          describe={describe}
        />
      </Suspense>
      <SelectionPanel
        vehicleId={vehicleId}
        range={range}
        days={selectedDays}
        unavailable={calendar.data.unavailable}
        today={today}
        onClear={() => onSearchChange({ ...search, fromDate: null, toDate: null })}
        onChanged={() => queryClient.invalidateQueries({ queryKey: availabilityKey(vehicleId) })}
      />
      <CalendarLegend />
    </div>
  );
}
