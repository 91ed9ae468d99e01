import { Trans } from '@lingui/react/macro';
import type { VehicleDetail, VehicleUnavailableDates } from '@/entities/vehicle';
import { BookingDatesPicker, validateBookingRange } from '@/features/pick-booking-dates';
import { useFailureMessage } from '@/features/request-booking';
import { Button } from '@/shared/ui/button';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import * as css from './booking-flow.css';
import type { StepProps } from './flow-types';

interface DatesStepProps extends StepProps {
  vehicle: VehicleDetail;
  unavailable: VehicleUnavailableDates | undefined;
  onRefresh: () => void;
}

/** The dates with the vehicle's rules (001 §5); a refusal of taken dates asks to refresh and retry. */
export function DatesStep({ state, send, vehicle, unavailable, onRefresh }: DatesStepProps) {
  const failureText = useFailureMessage();
  const request = state.context.cart.pendingBookingRequest;
  const value = { fromDate: request?.fromDate ?? null, toDate: request?.toDate ?? null };
  const bookable = unavailable !== undefined && validateBookingRange(value, vehicle, unavailable, new Date()).errors.length === 0;
  const failure = state.context.failure;

  return (
    <Stack gap="lg">
      <Heading level={1}>
        <Trans>When do you want to travel?</Trans>
      </Heading>
      <BookingDatesPicker
        vehicle={vehicle}
        unavailable={unavailable}
        value={value}
        onChange={(next) => next.fromDate && next.toDate && send({ type: 'SET_DATES', fromDate: next.fromDate, toDate: next.toDate })}
      />
      {failure && (
        <Stack gap="sm">
          <Text role="alert">{failureText(failure.slug)}</Text>
          <div>
            <Button variant="secondary" onClick={onRefresh}>
              <Trans>Refresh</Trans>
            </Button>
          </div>
        </Stack>
      )}
      <div className={css.actions}>
        <Button disabled={!bookable} onClick={() => send({ type: 'NEXT' })}>
          <Trans>Continue</Trans>
        </Button>
      </div>
    </Stack>
  );
}
