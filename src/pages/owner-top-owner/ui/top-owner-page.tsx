import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/entities/session';
import { TOP_OWNER_CRITERIA, meetsTopOwnerCriteria, ownerQueries, topOwnerProgress } from '@/entities/user';
import { useLocaleInfo } from '@/shared/i18n';
import { numberFormat } from '@/shared/lib/intl';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Text } from '@/shared/ui/text';
import { TopOwnerProgress } from '@/widgets/top-owner-progress';
import * as css from './top-owner-page.css';

/**
 * The top-owner page (000 §2 owner pages, 002 §6): what it takes (acceptance rate at least 60 %
 * over 365 days, rating above 4.5, enough completed bookings), where the owner stands, and
 * what it brings (a badge, more visibility, more bookings).
 */
export function TopOwnerPage() {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  const { user } = useSession();
  const performance = useQuery({ ...ownerQueries.performance(user?.id ?? 0), enabled: Boolean(user) });
  const criteria = performance.data?.topOwnerCriteria;
  const acceptance = numberFormat(intl, { style: 'percent', maximumFractionDigits: 0 }).format(criteria?.minimumAcceptanceRate ?? TOP_OWNER_CRITERIA.minimumAcceptanceRate);
  const rating = numberFormat(intl, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(criteria?.minimumAverageRating ?? TOP_OWNER_CRITERIA.minimumAverageRating);
  const days = criteria?.windowDays ?? TOP_OWNER_CRITERIA.windowDays;
  const bookings = criteria?.minimumCompletedBookings;
  const updated = performance.data?.updatedAt ? new Intl.DateTimeFormat(intl, { dateStyle: 'medium' }).format(new Date(performance.data.updatedAt)) : null;

  return (
    <Container className={css.page}>
      <title>{t`Top owner | Campershare`}</title>
      <Heading level={1}>
        <Trans>Become a top owner</Trans>
      </Heading>
      <Text>
        <Trans>Top owners answer most requests, get excellent reviews and have hosted renters before. Renters see it, and so does the search.</Trans>
      </Text>

      <section className={css.section} aria-labelledby="top-owner-criteria">
        <Heading level={2} size="md" id="top-owner-criteria">
          <Trans>What it takes</Trans>
        </Heading>
        <ul>
          <li>{t`You accept at least ${acceptance} of booking requests over the last ${days} days.`}</li>
          <li>{t`Your average rating is above ${rating}.`}</li>
          <li>{bookings === undefined ? t`You have completed bookings as an owner.` : t`You have completed at least ${bookings} bookings as an owner.`}</li>
        </ul>
      </section>

      <section className={css.section} aria-labelledby="top-owner-progress">
        <Heading level={2} size="md" id="top-owner-progress">
          <Trans>Your progress</Trans>
        </Heading>
        {performance.data ? (
          <>
            {performance.data.isTopOwner ? (
              <div>
                <Badge tone="accent">{t`You are a top owner`}</Badge>
              </div>
            ) : meetsTopOwnerCriteria(topOwnerProgress(performance.data)) ? (
              <Text>{t`You meet every criterion: the badge follows at the next daily update.`}</Text>
            ) : null}
            <TopOwnerProgress performance={performance.data} />
            {updated && <p className={css.muted}>{t`Figures updated daily, last on ${updated}.`}</p>}
          </>
        ) : performance.isError ? (
          <div role="alert">
            <Text>{t`Your performance could not be loaded.`}</Text>
            <Button variant="secondary" size="sm" onClick={() => void performance.refetch()} loading={performance.isFetching}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <SkeletonGroup label={t`Loading your performance`}>
            <Skeleton shape="rect" height="3.5rem" />
            <Skeleton shape="rect" height="3.5rem" />
            <Skeleton shape="rect" height="3.5rem" />
          </SkeletonGroup>
        )}
      </section>

      <section className={css.section} aria-labelledby="top-owner-rewards">
        <Heading level={2} size="md" id="top-owner-rewards">
          <Trans>What you get</Trans>
        </Heading>
        <ul className={css.rewards}>
          <li className={css.reward}>
            <strong>{t`The top-owner badge`}</strong>
            <p className={css.muted}>{t`Shown on your vehicles and your profile, so renters know they are in good hands.`}</p>
          </li>
          <li className={css.reward}>
            <strong>{t`More visibility`}</strong>
            <p className={css.muted}>{t`Renters can search for top owners only, and your vehicles stand out in the results.`}</p>
          </li>
          <li className={css.reward}>
            <strong>{t`More bookings`}</strong>
            <p className={css.muted}>{t`Renters book trusted owners more often.`}</p>
          </li>
        </ul>
      </section>
    </Container>
  );
}
