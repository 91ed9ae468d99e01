import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/button';
import { Text } from '@/shared/ui/text';
import * as css from './magazine.css';

/** A content call that failed: said so, with a retry (the page may well exist). */
export function LoadFailure({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useLingui();
  return (
    <div role="alert" className={css.section}>
      <Text>{t`The magazine could not be loaded. Check your connection and try again.`}</Text>
      <div>
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </div>
  );
}
