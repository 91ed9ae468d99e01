import { useLingui } from '@lingui/react/macro';
import type { ChangeRequestFailure } from '@machines/change-request';
import { RetryCallout } from '@/shared/ui/callout';

/** A failed call: what went wrong (001 §8), and a retry that keeps what was chosen. */
export function ChangeFailure({ failure, onRetry }: { failure: ChangeRequestFailure; onRetry: () => void }) {
  const { t } = useLingui();
  const message =
    failure.slug === 'booking_action_not_allowed' || failure.slug === 'change_request_not_pending'
      ? t`This is no longer possible: the booking has changed. Reload the page to see it as it is now.`
      : t`Something went wrong. Please try again.`;
  return <RetryCallout onRetry={onRetry}>{message}</RetryCallout>;
}
