import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useDisplayMoney } from '@/features/switch-currency';
import { bookingListQueries, statusViewOf, toBooking, type BookingDto, type StatusView } from '@/entities/booking';
import { useSession } from '@/entities/session';
import { vehicleName } from '@/entities/vehicle';
import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import { FormField } from '@/shared/ui/form-field';
import { Heading } from '@/shared/ui/heading';
import { Input } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/select';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Switch } from '@/shared/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/shared/ui/tabs';
import { Text } from '@/shared/ui/text';
import { useLocalizedHref } from '@/shared/routing';
import { Link } from '@/shared/ui/link';
import { filtersFromSearch, withFilter, type ListRole } from '../model/list-filters';
import { BookingListItem, useListMoney } from './booking-list-item';
import * as css from './bookings-page.css';

const ALL_VEHICLES = 'all';

/** The booking history (001 §2, `/booking-history`): the bookings list of the trips that are over. */
export function BookingHistoryPage() {
  return <BookingsPage history />;
}

/**
 * The user's bookings (001 §2): owners see the requests and bookings of their vehicles and,
 * in a second tab, their own trips; renters see their trips. Filters by vehicle and travel
 * dates, and a toggle for cancelled and expired bookings, all kept in the URL. The history is
 * the same list of the trips that are over, with the same filters.
 */
export function BookingsPage({ history = false }: { history?: boolean }) {
  const { t } = useLingui();
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const hrefTo = useLocalizedHref();
  const isOwner = user?.role === 'owner';
  const filters = { ...filtersFromSearch(search, isOwner ? 'owner' : 'renter'), ...(history ? { past: true } : {}) };
  const userId = user?.id ?? 0;
  const list = useQuery({ ...bookingListQueries.filtered(userId, filters), enabled: Boolean(user) });
  // The vehicle choices: every vehicle the user has bookings with in this role (in the history, past
  // ones), cancelled ones included.
  const options = useQuery({ ...bookingListQueries.filtered(userId, { role: filters.role, showCanceled: true, size: 100, ...(history ? { past: true } : {}) }), enabled: Boolean(user) });
  const set = (key: Parameters<typeof withFilter>[1], value: string | undefined) => setSearch(withFilter(search, key, value), { replace: true });

  const vehicles = new Map<number, string>();
  for (const booking of options.data?.data ?? []) vehicles.set(booking.assetId, nameOf(booking) ?? t`Vehicle ${booking.assetId}`);
  const meta = list.data?.meta;
  const total = meta?.total ?? list.data?.data.length;
  const body = (
    <div className={css.panel}>
      <form className={css.filters} aria-label={t`Filter bookings`} onSubmit={(event) => event.preventDefault()}>
        <FormField label={t`Vehicle`}>
          {(control) => (
            <NativeSelect
              {...control}
              items={[{ value: ALL_VEHICLES, label: t`All vehicles` }, ...[...vehicles].map(([id, name]) => ({ value: String(id), label: name }))]}
              value={filters.assetId ? String(filters.assetId) : ALL_VEHICLES}
              onValueChange={(value) => set('vehicle', value === ALL_VEHICLES ? undefined : value)}
            />
          )}
        </FormField>
        <FormField label={t`Travelling from`}>
          {(control) => <Input {...control} type="date" value={filters.fromDate ?? ''} onChange={(event) => set('from', event.target.value || undefined)} />}
        </FormField>
        <FormField label={t`Travelling until`}>
          {(control) => <Input {...control} type="date" value={filters.toDate ?? ''} onChange={(event) => set('to', event.target.value || undefined)} />}
        </FormField>
        <Switch label={t`Show cancelled and expired`} checked={filters.showCanceled ?? false} onCheckedChange={(checked) => set('canceled', checked ? '1' : undefined)} />
      </form>

      {/* There before the list arrives, so each count after a change of filters is heard (issue #26). */}
      <Text size="sm" role="status" className={css.count}>
        {!list.isSuccess || total === undefined ? null : total === 0 ? t`No bookings match these filters.` : <Plural value={total} one="# booking" other="# bookings" />}
      </Text>
      <ListBody role={filters.role} list={list} history={history} />

      {meta && meta.last_page > 1 && (
        <nav className={css.pager} aria-label={t`Pages`}>
          <Button variant="secondary" size="sm" disabled={meta.current_page <= 1} onClick={() => set('page', String(meta.current_page - 1))}>
            {t`Previous`}
          </Button>
          <Text size="sm">{t`Page ${meta.current_page} of ${meta.last_page}`}</Text>
          <Button variant="secondary" size="sm" disabled={meta.current_page >= meta.last_page} onClick={() => set('page', String(meta.current_page + 1))}>
            {t`Next`}
          </Button>
        </nav>
      )}
    </div>
  );

  return (
    <Container className={css.page}>
      {history ? <title>{t`Booking history | Campershare`}</title> : <title>{t`Bookings | Campershare`}</title>}
      <div className={css.heading}>
        <Heading level={1}>{history ? <Trans>Booking history</Trans> : <Trans>Bookings</Trans>}</Heading>
        {/* Each list leads to the other: the history is where past trips are looked for (001 §2). */}
        {history ? <Link to={hrefTo('bookings')}>{t`Bookings`}</Link> : <Link to={hrefTo('booking-history')}>{t`Booking history`}</Link>}
      </div>

      {isOwner ? (
        <Tabs value={filters.role} onValueChange={(value) => set('role', value)}>
          <TabsList aria-label={t`Whose bookings`}>
            <TabsTrigger value="owner">{t`Your vehicles`}</TabsTrigger>
            <TabsTrigger value="renter">{t`Your trips`}</TabsTrigger>
          </TabsList>
          {/* Both panels exist so each tab controls one; only the chosen one holds the list. */}
          <TabsContent value="owner">{filters.role === 'owner' && body}</TabsContent>
          <TabsContent value="renter">{filters.role === 'renter' && body}</TabsContent>
        </Tabs>
      ) : (
        body
      )}
    </Container>
  );
}

const nameOf = (booking: BookingDto) => (booking.asset ? vehicleName({ brand: booking.asset.brand ?? null, model: booking.asset.model ?? null }) : undefined);

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  data?: { data: BookingDto[] } | undefined;
  refetch: () => unknown;
}

function ListBody({ role, list, history }: { role: ListRole; list: ListQuery; history: boolean }) {
  const { t } = useLingui();
  if (list.isPending) {
    return (
      <SkeletonGroup label={t`Loading bookings`}>
        <Skeleton shape="rect" height="5rem" />
        <Skeleton shape="rect" height="5rem" />
        <Skeleton shape="rect" height="5rem" />
      </SkeletonGroup>
    );
  }
  if (list.isError || !list.data) {
    return (
      <div role="alert">
        <Text>{t`Your bookings could not be loaded.`}</Text>
        <Button variant="secondary" onClick={() => list.refetch()}>
          {t`Try again`}
        </Button>
      </div>
    );
  }
  // An empty list is said by the count above it.
  if (list.data.data.length === 0) return null;
  return history ? <PastList role={role} bookings={list.data.data} /> : <GroupedList role={role} bookings={list.data.data} />;
}

/** The history's trips, newest first: all of the list's past group, so without its headings. */
function PastList({ role, bookings }: { role: ListRole; bookings: BookingDto[] }) {
  const { t } = useLingui();
  const display = useDisplayMoney();
  const money = useListMoney(display.convert, display.currency);
  return (
    <ul className={css.list} aria-label={t`Past`}>
      {bookings.map((booking) => (
        <BookingListItem key={booking.id} booking={booking} role={role} money={money} />
      ))}
    </ul>
  );
}

/**
 * The page's bookings apart by what they need (#23 point 8): drafts to finish, bookings still to
 * come or under way, and the past, each group in the list's order.
 */
function GroupedList({ role, bookings }: { role: ListRole; bookings: BookingDto[] }) {
  const { t } = useLingui();
  const display = useDisplayMoney();
  const money = useListMoney(display.convert, display.currency);
  const groups: Record<StatusView['group'], BookingDto[]> = { unfinished: [], current: [], past: [] };
  for (const booking of bookings) groups[statusViewOf(role, toBooking(booking)).group].push(booking);
  const titles: Record<StatusView['group'], string> = {
    unfinished: t`Not sent yet`,
    current: t`Upcoming and under way`,
    past: t`Past`,
  };
  return (
    <>
      {(['unfinished', 'current', 'past'] as const)
        .filter((group) => groups[group].length > 0)
        .map((group) => (
          <section key={group} className={css.section} aria-labelledby={`bookings-${group}`}>
            <Heading level={2} size="md" id={`bookings-${group}`}>
              {titles[group]}
            </Heading>
            <ul className={css.list} aria-label={titles[group]}>
              {groups[group].map((booking) => (
                <BookingListItem key={booking.id} booking={booking} role={role} money={money} />
              ))}
            </ul>
          </section>
        ))}
    </>
  );
}
