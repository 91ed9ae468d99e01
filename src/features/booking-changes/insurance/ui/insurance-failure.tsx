import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@/shared/api';
import { RetryCallout } from '@/shared/ui/callout';

/** A failed call: what went wrong (001 §8), and a retry that keeps what was chosen. */
export function InsuranceFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  const slug = isApiError(error) ? error.slug : undefined;
  const message =
    slug === 'insurance_limited_to_swiss_residents'
      ? t`This insurance is only for residents of Switzerland and Liechtenstein.`
      : slug === 'insurance_not_available'
        ? t`This insurance is not available for this booking.`
        : slug === 'booking_action_not_allowed' || slug === 'deductible_buydown_not_allowed'
          ? t`This is no longer possible: the booking has changed. Reload the page to see it as it is now.`
          : t`Something went wrong. Please try again.`;
  return <RetryCallout onRetry={onRetry}>{message}</RetryCallout>;
}
