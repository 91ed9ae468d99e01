import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { VehicleDetail, VehicleUnavailableDates } from '@/entities/vehicle';
import { BookingDatesPicker } from '@/features/pick-booking-dates';
import { useFailureMessage } from '@/features/request-booking';
import { Button } from '@/shared/ui/button';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import * as css from './booking-flow.css';
import type { StepProps } from './flow-types';
import { StepActions } from './step-actions';

interface DatesStepProps extends StepProps {
  vehicle: VehicleDetail;
  unavailable: VehicleUnavailableDates | undefined;
  /** The calendar failed to load: it is not drawn as if every day were free. */
  calendarFailed: boolean;
  onRefresh: () => void;
}

/** The dates with the vehicle's rules (001 §5); a refusal of taken dates asks to refresh and retry. */
export function DatesStep({ view, send, vehicle, unavailable, calendarFailed, onRefresh }: DatesStepProps) {
  const failureText = useFailureMessage();
  const request = view.cart.pendingBookingRequest;
  const value = { fromDate: request?.fromDate ?? null, toDate: request?.toDate ?? null };
  const bookable = view.calendarKnown && request !== null && view.dateErrors.length === 0;
  const failure = view.failure;
  const now = useMemo(() => new Date(view.now), [view.now]);

  return (
    <Stack gap="lg">
      <Heading level={1}>
        <Trans>When do you want to travel?</Trans>
      </Heading>
      {calendarFailed ? (
        <div role="alert" className={css.alert}>
          <Text>
            <Trans>The vehicle's calendar could not be loaded, so we cannot tell which days are free.</Trans>
          </Text>
          <Button variant="secondary" size="sm" onClick={onRefresh}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <BookingDatesPicker
          vehicle={vehicle}
          unavailable={unavailable}
          value={value}
          now={now}
          onChange={(next) => next.fromDate && next.toDate && send({ type: 'SET_DATES', fromDate: next.fromDate, toDate: next.toDate })}
        />
      )}
      {failure && (
        <div role="alert" className={css.alert}>
          <Text>{failureText(failure.slug)}</Text>
          <Button variant="secondary" size="sm" onClick={onRefresh}>
            <Trans>Refresh</Trans>
          </Button>
        </div>
      )}
      <StepActions
        view={view}
        send={send}
        primary={
          <Button disabled={!bookable} onClick={() => send({ type: 'NEXT' })}>
            <Trans>Continue</Trans>
          </Button>
        }
      />
    </Stack>
  );
}
