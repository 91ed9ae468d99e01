import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLoaderData, useParams } from 'react-router';
import { formatReviewAverage, formatReviewCount } from '@/entities/site';
import { userQueries, type UserStats } from '@/entities/user';
import { ownerVehiclesQuery } from '@/entities/vehicle';
import { useLocaleInfo } from '@/shared/i18n';
import { numberFormat } from '@/shared/lib/intl';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { SocialMeta } from '@/shared/ui/social-meta';
import { Text } from '@/shared/ui/text';
import { UserReviewList } from '@/widgets/reviews';
import { VehicleGrid } from '@/widgets/vehicle-grid';
import * as css from './owner-profile-page.css';

/**
 * The public owner profile (002 §2.2, 000 §2): the owner as others may see them (first name, or
 * the company's name), the top-owner badge, member since, their figures from `/users/{id}/stats`,
 * their published vehicles and the reviews they received.
 */
export function OwnerProfilePage() {
  const { t } = useLingui();
  const { id } = useParams();
  const ownerId = Number(id);
  const loaded = useLoaderData<UserStats | null>();
  const stats = useQuery({ ...userQueries.stats(ownerId), ...(loaded ? { initialData: loaded } : {}) });

  if (!stats.data) {
    return (
      <Container className={css.page}>
        {stats.isError ? (
          <div role="alert">
            <Heading level={1}>{t`The owner's profile could not be loaded`}</Heading>
            <Button variant="secondary" onClick={() => void stats.refetch()} loading={stats.isFetching}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <SkeletonGroup label={t`Loading the owner's profile`}>
            <Skeleton width="40%" height="2rem" />
            <Skeleton shape="rect" height="6rem" />
          </SkeletonGroup>
        )}
      </Container>
    );
  }
  return <OwnerProfile stats={stats.data} />;
}

function OwnerProfile({ stats }: { stats: UserStats }) {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  const owner = stats.user ?? { id: stats.userId, firstName: '' };
  // Only the first name is public (full names need a confirmed booking, 002 §6); a company shows its name.
  const name = (owner.isOrganizationRepresentative && owner.organizationName) || owner.firstName || t`Owner`;
  const vehicles = useQuery(ownerVehiclesQuery(stats.userId));
  const memberSince = stats.memberSince ? new Intl.DateTimeFormat(intl, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(stats.memberSince)) : null;
  const count = formatReviewCount(stats.reviewsCount, intl);
  const average = stats.averageScore ? formatReviewAverage(stats.averageScore, intl) : null;
  const acceptance = stats.acceptanceRate == null ? null : numberFormat(intl, { style: 'percent', maximumFractionDigits: 0 }).format(stats.acceptanceRate);
  const completed = numberFormat(intl).format(stats.completedBookings ?? 0);
  const title = t`${name}, owner | Campershare`;
  const description = t`Rent a motorhome, campervan or caravan from ${name}. See their vehicles and what renters say about them.`;

  return (
    <Container className={css.page}>
      <title>{title}</title>
      <meta name="description" content={description} />
      <SocialMeta type="profile" title={title} description={description} image={owner.avatarUrl ?? undefined} />
      <div className={css.head}>
        {owner.avatarUrl ? (
          <img className={css.avatar} src={owner.avatarUrl} alt="" width={72} height={72} />
        ) : (
          <span className={css.avatar} aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className={css.identity}>
          <div className={css.nameLine}>
            <Heading level={1}>{name}</Heading>
            {(stats.topOwner ?? owner.topOwner) && <Badge tone="accent">{t`Top owner`}</Badge>}
          </div>
          {owner.isOrganizationRepresentative && <p className={css.muted}>{t`Rental company`}</p>}
          {memberSince && <p className={css.muted}>{t`Member since ${memberSince}`}</p>}
        </div>
      </div>

      <ul className={css.facts} aria-label={t`About ${name}`}>
        <li className={css.fact}>
          <span className={css.figure}>{average ? t`${average} out of 5` : '–'}</span>
          <span>{stats.reviewsCount === 1 ? t`from 1 review` : stats.reviewsCount === 0 ? t`No reviews yet` : t`from ${count} reviews`}</span>
        </li>
        <li className={css.fact}>
          <span className={css.figure}>{acceptance ?? '–'}</span>
          <span>{t`of booking requests accepted`}</span>
        </li>
        <li className={css.fact}>
          <span className={css.figure}>{completed}</span>
          <span>{stats.completedBookings === 1 ? t`completed booking` : t`completed bookings`}</span>
        </li>
      </ul>

      <section className={css.section} aria-labelledby="owner-vehicles">
        <Heading level={2} size="md" id="owner-vehicles">
          <Trans>Vehicles of {name}</Trans>
        </Heading>
        {vehicles.isError ? (
          <div role="alert">
            <Text>{t`The vehicles could not be loaded.`}</Text>
            <Button variant="secondary" size="sm" onClick={() => void vehicles.refetch()} loading={vehicles.isFetching}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : vehicles.data?.length === 0 ? (
          <Text tone="muted">{t`${name} has no vehicles for rent at the moment.`}</Text>
        ) : (
          <VehicleGrid vehicles={vehicles.data ?? []} loading={vehicles.isPending} skeletonCount={3} openInNewTab="never" headingLevel={3} label={t`Vehicles of ${name}`} />
        )}
      </section>

      <section className={css.section} aria-labelledby="owner-reviews">
        <Heading level={2} size="md" id="owner-reviews">
          <Trans>Reviews of {name}</Trans>
        </Heading>
        <UserReviewList userId={stats.userId} filter={{ direction: 'received' }} empty={<Trans>{name} has no reviews yet.</Trans>} />
      </section>
    </Container>
  );
}
