import { RetryCallout } from '@/shared/ui/callout';

/** A step's data that could not be read (000 §8's fetching errors; the spec gives no words), with a retry. */
export function FetchFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return <RetryCallout onRetry={onRetry}>{what}</RetryCallout>;
}
