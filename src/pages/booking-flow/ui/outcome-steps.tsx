import { Trans } from '@lingui/react/macro';
import { canRetryFailure } from '@/entities/cart';
import { useFailureMessage } from '@/features/request-booking';
import { useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Heading } from '@/shared/ui/heading';
import { Link } from '@/shared/ui/link';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import * as css from './booking-flow.css';
import type { StepProps } from './flow-types';

/** 001 §5: the Swiss rules want a verified ID first; the verification itself is a later issue. */
export function VerifyIdStep({ send }: StepProps) {
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
      <div className={css.actions}>
        <Button variant="secondary" onClick={() => send({ type: 'BACK' })}>
          <Trans>Back</Trans>
        </Button>
      </div>
    </Stack>
  );
}

export function ConfirmationStep({ state }: StepProps) {
  const hrefTo = useLocalizedHref();
  const { cart } = state.context;
  const instantAndPaid = cart.cartVehicle?.bookingMethod === 'instant';
  return (
    <Stack gap="md">
      <Heading level={1}>{instantAndPaid ? <Trans>Your booking is confirmed</Trans> : <Trans>Your booking request is sent</Trans>}</Heading>
      <Text>
        {instantAndPaid ? (
          <Trans>You will find the details and the next payments under your bookings.</Trans>
        ) : (
          <Trans>The owner has 24 hours to answer. We will let you know.</Trans>
        )}
      </Text>
      {cart.booking && (
        <Link to={hrefTo('booking', { id: cart.booking.bookingId })}>
          <Trans>See your booking</Trans>
        </Link>
      )}
    </Stack>
  );
}

/** The refusals of 001 §8 the renter cannot fix in the flow, and the owners' notice. */
export function ErrorStep({ state, send }: StepProps) {
  const failureText = useFailureMessage();
  const failure = state.context.failure;
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
          <Button onClick={() => send({ type: 'RETRY' })}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </div>
    </Stack>
  );
}
