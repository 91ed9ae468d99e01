import { useLingui } from '@lingui/react/macro';
import { RetryCallout } from '@/shared/ui/callout';

/** A failed call: what went wrong, and a retry that keeps what was typed. */
export function DriverFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return <RetryCallout onRetry={onRetry}>{t`Something went wrong. Please try again.`}</RetryCallout>;
}
