import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '@/entities/session';
import { vehicleName, vehicleQueries } from '@/entities/vehicle';
import { todayOf } from '@/shared/lib/dates';
import { useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import { FormField } from '@/shared/ui/form-field';
import { Heading } from '@/shared/ui/heading';
import { Link } from '@/shared/ui/link';
import { NativeSelect } from '@/shared/ui/select';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Text } from '@/shared/ui/text';
import { readCalendarSearch, writeCalendarSearch, type CalendarSearch } from '../model/calendar-search';
import { calendarVehicleOf } from '../model/calendar-vehicle';
import { FleetMonth } from './fleet-month';
import * as css from './owner-calendar.css';
import { VehicleCalendar } from './vehicle-calendar';

const ALL = 'all';

/**
 * The owner's calendar (#24, `/edit-vehicles/calendar/:vehicleId?`): one vehicle's months with its
 * bookings, requests, blocks, lead time and handover weekdays, to select days and act on them; or,
 * without an id and with several vehicles, all of them in one month. The month and the selection
 * are in the URL, so a reload keeps them.
 */
export function OwnerCalendarPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const { id: idParam } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const hrefTo = useLocalizedHref();
  const today = todayOf(new Date());
  const vehicles = useQuery({ ...vehicleQueries.mine(user?.id ?? 0), enabled: Boolean(user) });
  const search = readCalendarSearch(params, today);
  const setSearch = (next: CalendarSearch) => setParams(writeCalendarSearch(next), { replace: true });
  const list = useMemo(
    () => (vehicles.data ?? []).map((vehicle) => {
      const vehicleId = vehicle.id;
      return calendarVehicleOf(vehicle, vehicleName(vehicle) ?? t`Vehicle ${vehicleId}`);
    }),
    [vehicles.data, t],
  );
  const chosen = idParam ? list.find((vehicle) => String(vehicle.id) === idParam) : list.length === 1 ? list[0] : undefined;
  const month = { month: search.month.slice(0, 7) };

  let body;
  if (vehicles.isError) {
    body = (
      <div role="alert">
        <Text>{t`Your vehicles could not be loaded.`}</Text>
        <Button variant="secondary" size="sm" onClick={() => void vehicles.refetch()} loading={vehicles.isFetching}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (!vehicles.data) {
    body = (
      <SkeletonGroup label={t`Loading your vehicles`}>
        <Skeleton shape="rect" height="22rem" />
      </SkeletonGroup>
    );
  } else if (list.length === 0) {
    body = <Text tone="muted">{t`You have no vehicles yet.`}</Text>;
  } else if (chosen) {
    body = <VehicleCalendar key={chosen.id} vehicleId={chosen.id} rules={chosen.rules} search={search} onSearchChange={setSearch} today={today} />;
  } else if (idParam) {
    body = (
      <Text>
        {t`This vehicle is not among yours.`} <Link to={hrefTo('owner-calendar', {}, month)}>{t`See the calendar of all your vehicles`}</Link>
      </Text>
    );
  } else {
    body = <FleetMonth vehicles={list} search={search} onSearchChange={setSearch} today={today} />;
  }

  return (
    <Container className={css.page}>
      <title>{t`Calendar | Campershare`}</title>
      <div className={css.header}>
        <Heading level={1}>
          <Trans>Calendar</Trans>
        </Heading>
        {list.length > 1 && (
          <FormField label={t`Vehicle`}>
            {(control) => (
              <NativeSelect
                {...control}
                className={css.picker}
                items={[{ value: ALL, label: t`All vehicles` }, ...list.map((vehicle) => ({ value: String(vehicle.id), label: vehicle.name }))]}
                value={chosen ? String(chosen.id) : ALL}
                onValueChange={(value) => void navigate(hrefTo('owner-calendar', value === ALL ? {} : { id: value }, month))}
              />
            )}
          </FormField>
        )}
      </div>
      {body}
    </Container>
  );
}
