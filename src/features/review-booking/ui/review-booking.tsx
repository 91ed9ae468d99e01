import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { isReviewScore, reviewKeys, reviewQueries, reviewScoreLabel, type Review } from '@/entities/user';
import { Button } from '@/shared/ui/button';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';

// Radix's dialog and the form load when the user asks to write the review.
const ReviewBookingDialog = lazy(() => import('./review-booking-dialog'));

export interface ReviewBookingProps {
  booking: { id: number; assetId: number };
  /** The signed-in party. */
  viewerId: number;
  /** The party being reviewed, as the booking names them. */
  otherPartyName: string;
}

/**
 * The booking review (001 §2, §3; 002 §2.10): after a completed booking each party reviews the
 * other once. Before that it offers the review modal; after, it shows the review given.
 */
export function ReviewBooking({ booking, viewerId, otherPartyName }: ReviewBookingProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const written = useQuery(reviewQueries.writtenOfBooking(viewerId, booking));
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [justSent, setJustSent] = useState(false);

  const onReviewed = (review: Review) => {
    queryClient.setQueryData(reviewKeys.ofBooking(viewerId, booking.id), review);
    void queryClient.invalidateQueries({ queryKey: reviewKeys.all, predicate: (q) => !q.queryKey.includes('booking') });
    setOpen(false);
    setJustSent(true);
  };

  const youGave = ({ overallScore: score }: Review) =>
    isReviewScore(score) ? t`You gave ${otherPartyName} ${score} out of 5: ${reviewScoreLabel(i18n, score)}.` : t`You gave ${otherPartyName} ${score} out of 5.`;
  const review = written.data;
  return (
    <Stack gap="sm" data-testid="booking-review">
      <Heading level={2} size="md">
        <Trans>Review</Trans>
      </Heading>
      {written.isError ? (
        <div role="alert">
          <Text>
            <Trans>Whether you reviewed this booking could not be checked.</Trans>
          </Text>
          <Button variant="secondary" size="sm" onClick={() => void written.refetch()} loading={written.isFetching}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : written.isPending ? (
        <Text tone="muted">
          <Trans>Checking your review…</Trans>
        </Text>
      ) : review ? (
        <div role="status">
          {justSent && (
            <Text tone="success" weight="semibold">
              <Trans>Thank you: your review is published.</Trans>
            </Text>
          )}
          <Text>{youGave(review)}</Text>
          {review.overallComment && <Text tone="muted">“{review.overallComment}”</Text>}
        </div>
      ) : (
        <>
          <Text>
            <Trans>How was it with {otherPartyName}? Your review helps others choose.</Trans>
          </Text>
          <div>
            <Button
              onClick={() => {
                setMounted(true);
                setOpen(true);
              }}
              aria-haspopup="dialog"
            >
              {t`Review ${otherPartyName}`}
            </Button>
          </div>
          {mounted && (
            <Suspense fallback={null}>
              <ReviewBookingDialog open={open} onOpenChange={setOpen} bookingId={booking.id} otherPartyName={otherPartyName} onReviewed={onReviewed} onAlreadyReviewed={() => void written.refetch()} />
            </Suspense>
          )}
        </>
      )}
    </Stack>
  );
}
