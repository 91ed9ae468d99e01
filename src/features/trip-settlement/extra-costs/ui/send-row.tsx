import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { Text } from '@/shared/ui/text';
import type { extraCostFailure } from './failure-text';

export interface SendRowProps {
  failure: ReturnType<typeof extraCostFailure> | undefined;
  pending: boolean;
  /** The form's act, before any failure. */
  label: ReactNode;
}

/** The end of an extra-cost form: why the last send failed, and the send button, as "try again" unless trying again cannot help. */
export function SendRow({ failure, pending, label }: SendRowProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      {failure && (
        <Text role="alert" tone="danger" weight="semibold">
          {i18n._(failure.message)}
        </Text>
      )}
      {!failure?.final && (
        <div>
          <Button type="submit" loading={pending}>
            {failure ? t`Try again` : label}
          </Button>
        </div>
      )}
    </>
  );
}
