import { Trans } from '@lingui/react/macro';
import { canRetryFailure } from '@/entities/cart';
import { useFailureMessage } from '@/features/request-booking';
import { Button } from '@/shared/ui/button';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import * as css from './booking-flow.css';
import type { StepProps } from './flow-types';
import { StepActions } from './step-actions';

/** 001 §5: the Swiss rules want a verified ID first; the flow waits here and goes on once the profile says verified. */
export function VerifyIdStep({ view, send }: StepProps) {
  return (
    <Stack gap="md">
      <Heading level={1}>
        <Trans>Verify your ID first</Trans>
      </Heading>
      <Text>
        <Trans>
          This booking needs a verified ID. Renters need one unless they live in Switzerland or Liechtenstein and rent a vehicle registered there. Verifying takes about one
          working day; your booking request is kept until you come back.
        </Trans>
      </Text>
      <StepActions view={view} send={send} primary={null} />
    </Stack>
  );
}

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
