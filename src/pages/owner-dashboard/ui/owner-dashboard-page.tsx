import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { bookingListQueries, toBooking, type BookingDto } from '@/entities/booking';
import { useSession } from '@/entities/session';
import { ownerQueries } from '@/entities/user';
import { vehicleName, vehicleQueries, vehicleStatusLabel } from '@/entities/vehicle';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { numberFormat } from '@/shared/lib/intl';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Link } from '@/shared/ui/link';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Text } from '@/shared/ui/text';
import { TopOwnerProgress } from '@/widgets/top-owner-progress';
import { ownerAgenda } from '../model/owner-agenda';
import * as css from './owner-dashboard-page.css';

/** A section's data once the page's data has come: the failure with a retry, else its content. */
function Loaded<T>({ query, failure, children }: { query: UseQueryResult<T>; failure: string; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <div role="alert">
        <Text>{failure}</Text>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return null;
}

const nameOf = (booking: BookingDto) => (booking.asset ? vehicleName({ brand: booking.asset.brand ?? null, model: booking.asset.model ?? null }) : undefined);

/**
 * The owner dashboard (issue #19, 002 §2.5, §6; 000 §7): what waits for the owner (requests with
 * their deadlines, trips to check in or out), this year's figures, where they stand on the
 * top-owner criteria, and each vehicle's state.
 */
export function OwnerDashboardPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { intl } = useLocaleInfo();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  const { user } = useSession();
  const userId = user?.id ?? 0;
  const today = new Date().toISOString().slice(0, 10);
  const bookings = useQuery({ ...bookingListQueries.filtered(userId, { role: 'owner', fromDate: today, size: 100 }), enabled: Boolean(user) });
  const years = useQuery({ ...ownerQueries.yearStats(userId), enabled: Boolean(user) });
  const performance = useQuery({ ...ownerQueries.performance(userId), enabled: Boolean(user) });
  const vehicles = useQuery({ ...vehicleQueries.mine(userId), enabled: Boolean(user) });
  const dateTime = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' });
  const year = new Date().getUTCFullYear();
  const bookingLink = (booking: BookingDto) => (
    <Link to={hrefTo('booking', { id: booking.id })}>
      {nameOf(booking) ?? t`Vehicle ${booking.assetId}`} · {booking.renter.firstName}
    </Link>
  );
  const dates = (booking: BookingDto) => `${formatDate(booking.fromDate, locale)} – ${formatDate(booking.toDate, locale)}`;

  // The sections come together: each list's length is known only when it comes, and a section
  // that came first was pushed down by those above it (a layout shift of 0.53 on a phone).
  if ([bookings, years, performance, vehicles].some((query) => query.isPending)) {
    return (
      <Container className={css.page}>
        <title>{t`Dashboard | Campershare`}</title>
        <Heading level={1}>
          <Trans>Dashboard</Trans>
        </Heading>
        <SkeletonGroup label={t`Loading your dashboard`}>
          <Skeleton shape="rect" height="12rem" />
          <Skeleton shape="rect" height="8rem" />
        </SkeletonGroup>
      </Container>
    );
  }

  return (
    <Container className={css.page}>
      <title>{t`Dashboard | Campershare`}</title>
      <Heading level={1}>
        <Trans>Dashboard</Trans>
      </Heading>
      <div className={css.columns}>
        <div className={css.stack}>
          <section className={css.section} aria-labelledby="dashboard-bookings">
            <Heading level={2} size="md" id="dashboard-bookings">
              <Trans>Bookings to act on</Trans>
            </Heading>
            <Loaded query={bookings} failure={t`Your bookings could not be loaded.`}>
              {({ data }) => {
                const { requests, trips } = ownerAgenda(data, (b) => toBooking(b), new Date());
                if (requests.length === 0 && trips.length === 0) return <Text tone="muted">{t`Nothing waits for you right now.`}</Text>;
                return (
                  <ul className={css.list}>
                    {requests.map(({ booking, respondBy }) => (
                      <li key={booking.id} className={css.row} data-testid="dashboard-request">
                        <span>
                          {bookingLink(booking)}
                          <br />
                          <span className={css.muted}>{dates(booking)}</span>
                        </span>
                        <span className={css.due}>{respondBy && t`Request: answer by ${dateTime.format(respondBy)}`}</span>
                      </li>
                    ))}
                    {trips.map(({ booking, phase }) => (
                      <li key={booking.id} className={css.row}>
                        <span>
                          {bookingLink(booking)}
                          <br />
                          <span className={css.muted}>{dates(booking)}</span>
                        </span>
                        <span className={css.muted}>{phase === 'active' ? t`Under way: check-out to do` : t`Starts soon: check-in to do`}</span>
                      </li>
                    ))}
                  </ul>
                );
              }}
            </Loaded>
            {isAvailable('bookings') && (
              <p>
                <Link to={hrefTo('bookings')}>{t`All bookings`}</Link>
              </p>
            )}
          </section>

          <section className={css.section} aria-labelledby="dashboard-vehicles">
            <Heading level={2} size="md" id="dashboard-vehicles">
              <Trans>Your vehicles</Trans>
            </Heading>
            <Loaded query={vehicles} failure={t`Your vehicles could not be loaded.`}>
              {(list) =>
                list.length === 0 ? (
                  <Text tone="muted">{t`You have no vehicles yet.`}</Text>
                ) : (
                  <ul className={css.list}>
                    {list.map((vehicle) => (
                      <li key={vehicle.id} className={css.row}>
                        <Link to={hrefTo('vehicle', { id: vehicle.id })}>{vehicleName(vehicle) ?? t`Vehicle ${vehicle.id}`}</Link>
                        <Badge tone={vehicle.status === 'published' ? 'brand' : 'neutral'}>{vehicle.status ? vehicleStatusLabel(i18n, vehicle.status) : t`Draft`}</Badge>
                      </li>
                    ))}
                  </ul>
                )
              }
            </Loaded>
          </section>
        </div>

        <div className={css.stack}>
          <section className={css.section} aria-labelledby="dashboard-year">
            <Heading level={2} size="md" id="dashboard-year">
              <Trans>Your figures for {year}</Trans>
            </Heading>
            <Loaded query={years} failure={t`Your figures could not be loaded.`}>
              {(list) => {
                const stats = list.find((y) => y.year === year);
                const figures: [string, string][] = [
                  [t`Completed bookings`, numberFormat(intl).format(stats?.bookings ?? 0)],
                  [t`Nights rented out`, numberFormat(intl).format(stats?.nights ?? 0)],
                  [t`Earnings`, stats ? formatMoney(stats.earnings, stats.currency, intl) : '–'],
                  [t`Kilometres driven`, numberFormat(intl).format(stats?.drivenKilometres ?? 0)],
                ];
                return (
                  <dl className={css.figures}>
                    {figures.map(([name, value]) => (
                      <div key={name} className={css.figure}>
                        <dt className={css.figureName}>{name}</dt>
                        <dd className={css.figureValue}>{value}</dd>
                      </div>
                    ))}
                  </dl>
                );
              }}
            </Loaded>
          </section>

          <section className={css.section} aria-labelledby="dashboard-top-owner">
            <Heading level={2} size="md" id="dashboard-top-owner">
              <Trans>Top-owner criteria</Trans>
            </Heading>
            <Loaded query={performance} failure={t`Your performance could not be loaded.`}>
              {(data) => (
                <>
                  {data.isTopOwner && <Badge tone="accent">{t`You are a top owner`}</Badge>}
                  <TopOwnerProgress performance={data} />
                </>
              )}
            </Loaded>
            {isAvailable('owner-top-owner') && (
              <p>
                <Link to={hrefTo('owner-top-owner')}>{t`About the top-owner status`}</Link>
              </p>
            )}
          </section>
        </div>
      </div>
    </Container>
  );
}
