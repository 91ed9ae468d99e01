import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { formatReviewAverage, formatReviewCount, formatVehicleCount, platformVehicleCountQueryOptions, userReviewStatsQueryOptions } from '@/entities/site';
import { useLocaleInfo } from '@/shared/i18n';
import * as css from './platform-counters.css';

/** The platform counters (000 §3 site configuration): vehicles to rent and the review average. */
export default function PlatformCounters() {
  const { intl } = useLocaleInfo();
  const vehicleCount = useQuery(platformVehicleCountQueryOptions());
  const reviews = useQuery(userReviewStatsQueryOptions());
  // A counter that fails to load is left out: it is marketing copy, not something to act on.
  const vehicles = vehicleCount.data ? formatVehicleCount(vehicleCount.data.rounded_count, intl) : undefined;
  const average = reviews.data ? formatReviewAverage(reviews.data.averageScore, intl) : undefined;
  const reviewCount = reviews.data ? formatReviewCount(reviews.data.reviewCountRounded, intl) : undefined;

  return (
    <ul className={css.counters}>
      {vehicles !== undefined && (
        <li className={css.counter}>
          <span className={css.counterValue}>{vehicles}+</span>
          <span>
            <Trans>vehicles to rent</Trans>
          </span>
        </li>
      )}
      {average !== undefined && reviewCount !== undefined && (
        <li className={css.counter}>
          <span className={css.counterValue}>
            <Trans>{average} out of 5</Trans>
          </span>
          <span>
            <Trans>from {reviewCount}+ reviews</Trans>
          </span>
        </li>
      )}
    </ul>
  );
}
