import { useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Text } from '@/shared/ui/text';

/** A failed call: what went wrong, and a retry that keeps what was typed. */
export function DriverFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Callout tone="danger" role="alert">
      <Text>{t`Something went wrong. Please try again.`}</Text>
      <div>
        <Button size="sm" onClick={onRetry}>
          {t`Try again`}
        </Button>
      </div>
    </Callout>
  );
}
