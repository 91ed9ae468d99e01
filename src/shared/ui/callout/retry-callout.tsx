import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Text } from '../text/text';
import { Callout } from './callout';

/** A failed call: what went wrong, and "Try again" (which keeps what the user typed or chose). */
export function RetryCallout({ children, onRetry, retrying = false }: { children: ReactNode; onRetry: () => void; retrying?: boolean }) {
  const { t } = useLingui();
  return (
    <Callout tone="danger" role="alert">
      <Text>{children}</Text>
      <div>
        <Button type="button" size="sm" loading={retrying} onClick={onRetry}>
          {t`Try again`}
        </Button>
      </div>
    </Callout>
  );
}
