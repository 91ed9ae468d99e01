import { Trans } from '@lingui/react/macro';
import { canRetryFailure } from '@/entities/cart';
import { useFailureMessage } from '@/features/request-booking';
import { Button } from '@/shared/ui/button';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import * as css from './booking-flow.css';
import type { StepProps } from './flow-types';

/** The refusals of 001 §8 the renter cannot fix in the flow, the owners' notice, and failures worth another try. */
export function ErrorStep({ view, send }: StepProps) {
  const failureText = useFailureMessage();
  const failure = view.failure;
  const retryable = failure ? canRetryFailure(failure.slug) : false;
  return (
    <Stack gap="md">
      <Heading level={1}>{failure?.slug === 'owner_cannot_book' ? <Trans>Owners cannot book</Trans> : <Trans>We cannot send this booking request</Trans>}</Heading>
      <Text role="alert">{failureText(failure?.slug ?? 'unknown_error')}</Text>
      <div className={css.actions}>
        <Button variant="secondary" onClick={() => send({ type: 'BACK' })}>
          <Trans>Change the dates</Trans>
        </Button>
        {retryable && (
          <Button className={css.primary} onClick={() => send({ type: 'RETRY' })}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </div>
    </Stack>
  );
}
