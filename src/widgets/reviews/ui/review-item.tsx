import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocale } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { isReviewScore, reviewScoreLabel, type Review } from '@/entities/user';
import * as css from './review-item.css';

const stars = (score: number) => '★'.repeat(score) + '☆'.repeat(Math.max(0, 5 - score));

export interface ReviewItemProps {
  review: Pick<Review, 'overallScore' | 'overallComment' | 'createdAt'>;
  /** Who wrote it (or, in a list of written reviews, whom it is about), as the list names them. */
  name: ReactNode;
  /** A line under the name, e.g. the vehicle reviewed. */
  context?: ReactNode;
}

/** One review: who, when, the score with its meaning, and the comment (002 §2.10). */
export function ReviewItem({ review, name, context }: ReviewItemProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const score = review.overallScore;
  const meaning = isReviewScore(score) ? reviewScoreLabel(i18n, score) : null;
  return (
    <div className={css.review}>
      <p className={css.meta}>
        <strong>{name}</strong> · {formatDate(review.createdAt, locale)}
      </p>
      {context && <p className={css.meta}>{context}</p>}
      <p className={css.meta}>
        <span className={css.stars} aria-hidden="true">
          {stars(score)}
        </span>{' '}
        <span>{t`${score} out of 5`}</span>
        {meaning && <span> · {meaning}</span>}
      </p>
      {review.overallComment && <p className={css.comment}>{review.overallComment}</p>}
    </div>
  );
}
