import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { reviewQueries, type Review, type UserReviewFilter } from '@/entities/user';
import { Button } from '@/shared/ui/button';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Text } from '@/shared/ui/text';
import { ReviewItem } from './review-item';
import { ReviewPager } from './review-pager';
import * as css from './user-review-list.css';

export interface UserReviewListProps {
  userId: number;
  filter: Omit<UserReviewFilter, 'page'>;
  /** How each review names its other party (the author, or whom a written review is about). */
  nameOf?: (review: Review) => ReactNode;
  /** A line under the name, e.g. the vehicle. */
  contextOf?: (review: Review) => ReactNode;
  /** What an empty list says. */
  empty: ReactNode;
}

const authorName = (review: Review) => review.author.firstName;

/** A page of a user's reviews with its pager; a change of filter starts again at page 1 (the caller keys it). */
export function UserReviewList({ userId, filter, nameOf = authorName, contextOf, empty }: UserReviewListProps) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const reviews = useQuery(reviewQueries.ofUser(userId, { ...filter, page }));
  const lastPage = reviews.data?.meta.last_page ?? 1;

  if (reviews.isError && !reviews.data) {
    return (
      <div role="alert" className={css.notice}>
        <Text>
          <Trans>The reviews could not be loaded.</Trans>
        </Text>
        <Button variant="secondary" size="sm" onClick={() => void reviews.refetch()} loading={reviews.isFetching}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (!reviews.data) {
    return (
      <SkeletonGroup label={t`Loading reviews`}>
        <Skeleton shape="text" width="40%" />
        <Skeleton shape="text" width="90%" />
        <Skeleton shape="text" width="80%" />
      </SkeletonGroup>
    );
  }
  if (reviews.data.data.length === 0) return <Text tone="muted">{empty}</Text>;
  return (
    <>
      <ul className={css.list} aria-busy={reviews.isPlaceholderData}>
        {reviews.data.data.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} name={nameOf(review)} context={contextOf?.(review)} />
          </li>
        ))}
      </ul>
      <ReviewPager page={page} lastPage={lastPage} onPage={setPage} />
    </>
  );
}
