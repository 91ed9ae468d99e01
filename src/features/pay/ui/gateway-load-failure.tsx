import { Trans } from '@lingui/react/macro';
import { Button } from '@/shared/ui/button';
import { Text } from '@/shared/ui/text';
import * as css from './pay-form.css';

/** The gateway's code did not load (offline): nothing was charged; try again. */
export function GatewayLoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className={css.failure}>
      <Text>
        <Trans>The payment form could not be loaded. Check your connection.</Trans>
      </Text>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
