import { Trans } from '@lingui/react/macro';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Text } from '@/shared/ui/text';

/** A step's data that could not be read (000 §8's fetching errors; the spec gives no words), with a retry. */
export function FetchFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Callout tone="danger" role="alert">
      <Text>{what}</Text>
      <Button type="button" variant="secondary" size="sm" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Callout>
  );
}
