import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { vehicleDetailQueries } from '@/entities/vehicle';
import { useLocaleInfo } from '@/shared/i18n';
import { numberFormat } from '@/shared/lib/intl';
import { Button } from '@/shared/ui/button';
import { Heading } from '@/shared/ui/heading';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { ReviewItem } from './review-item';
import { ReviewPager } from './review-pager';
import * as css from './vehicle-reviews.css';

export interface VehicleReviewsProps {
  vehicleId: number;
  averageRating: number | null | undefined;
  reviewCount: number;
}

/** The vehicle's reviews: average and count (formatted by locale, English as en-GB), then a paginated list. */
export function VehicleReviews({ vehicleId, averageRating, reviewCount }: VehicleReviewsProps) {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const reviews = useQuery({ ...vehicleDetailQueries.reviews(vehicleId, page), enabled: reviewCount > 0 });
  const average = averageRating ? numberFormat(intl, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(averageRating) : null;
  const count = numberFormat(intl).format(reviewCount);
  const lastPage = reviews.data?.meta.last_page ?? 1;

  return (
    <section className={css.section} aria-labelledby={headingId} data-testid="vehicle-reviews">
      <Heading level={2} size="md" id={headingId}>
        <Trans>Reviews</Trans>
      </Heading>
      {reviewCount === 0 || !average ? (
        <p className={css.meta}>
          <Trans>No reviews yet</Trans>
        </p>
      ) : (
        <p className={css.stats}>
          <span className={css.average} aria-label={t`Average rating ${average} out of 5`}>
            {average}
          </span>
          <span>{reviewCount === 1 ? t`${count} review` : t`${count} reviews`}</span>
        </p>
      )}
      {reviewCount > 0 &&
        (reviews.isError ? (
          <div role="alert">
            <p className={css.meta}>
              <Trans>The reviews could not be loaded.</Trans>
            </p>
            <Button variant="secondary" size="sm" onClick={() => void reviews.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : !reviews.data ? (
          <SkeletonGroup label={t`Loading reviews`}>
            <Skeleton shape="text" width="40%" />
            <Skeleton shape="text" width="90%" />
            <Skeleton shape="text" width="80%" />
          </SkeletonGroup>
        ) : (
          <>
            <ul className={css.list} aria-busy={reviews.isPlaceholderData}>
              {reviews.data.data.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} name={review.author.firstName} />
                </li>
              ))}
            </ul>
            <ReviewPager page={page} lastPage={lastPage} onPage={setPage} />
          </>
        ))}
    </section>
  );
}
