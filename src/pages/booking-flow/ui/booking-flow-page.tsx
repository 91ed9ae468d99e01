import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import type { CartStep } from '@/entities/cart';
import { vehicleDetailQueries } from '@/entities/vehicle';
import { useBookingRequest } from '@/features/request-booking';
import { isApiError } from '@/shared/api';
import { Container } from '@/shared/ui/container';
import { Skeleton } from '@/shared/ui/skeleton';
import { Text } from '@/shared/ui/text';
import * as css from './booking-flow.css';
import { BookingFlowView } from './booking-flow-view';
import { LoadProblem } from './load-problem';

// The login and payment forms load only on the steps that show them (route budget 180 KB).
const LoginForm = lazy(() => import('@/features/auth/login').then((m) => ({ default: m.LoginForm })));
const PayForm = lazy(() => import('@/features/pay').then((m) => ({ default: m.PayForm })));

/** One step of the booking flow (001 §2); every step page runs the same flow, which keeps the step in the URL. */
export function BookingFlowPage({ step }: { step: CartStep }) {
  const { t } = useLingui();
  const { id } = useParams();
  const vehicleId = Number(id);
  const { actor, vehicle, unavailable, addons } = useBookingRequest(vehicleId, step);
  const insurance = useQuery(vehicleDetailQueries.insurance(vehicleId));
  const state = useSelector(actor, (s) => s);

  // Only a 404 means the vehicle is not there; any other failure is a load that can be tried again.
  if (vehicle.isError && !vehicle.data) {
    if (isApiError(vehicle.error) && vehicle.error.status === 404) {
      return (
        <Container className={css.page}>
          <Text role="alert">
            <Trans>The vehicle was not found.</Trans>
          </Text>
        </Container>
      );
    }
    return (
      <Container className={css.page}>
        <LoadProblem title={t`The vehicle could not be loaded`} onRetry={() => void vehicle.refetch()} retrying={vehicle.isFetching} />
      </Container>
    );
  }
  if (!actor || !state || !vehicle.data) {
    return (
      <Container className={css.page} aria-busy="true">
        <Skeleton height="12rem" />
      </Container>
    );
  }
  // What the current step draws from: without it the step would look empty (a free calendar, no
  // extras, no insurance plans) rather than failed.
  const stepNeeds = state.matches('dates')
    ? { query: unavailable, title: t`The free dates could not be loaded` }
    : state.matches('customize')
      ? { query: addons, title: t`The extras could not be loaded` }
      : state.matches('insurance')
        ? { query: insurance, title: t`The insurance options could not be loaded` }
        : undefined;
  if (stepNeeds?.query.isError && !stepNeeds.query.data) {
    return (
      <Container className={css.page}>
        <LoadProblem title={stepNeeds.title} onRetry={() => void stepNeeds.query.refetch()} retrying={stepNeeds.query.isFetching} />
      </Container>
    );
  }
  // Still loading: "no extras" or "insured by its own insurance" would be said too early. (The dates
  // step draws its calendar and keeps Continue off until the free dates are there.)
  if (stepNeeds && stepNeeds.query !== unavailable && stepNeeds.query.isPending) {
    return (
      <Container className={css.page} aria-busy="true">
        <Skeleton height="12rem" />
      </Container>
    );
  }
  const payable = state.context.payable;
  return (
    <Container className={css.page}>
      <BookingFlowView
        state={state}
        send={actor.send}
        vehicle={vehicle.data}
        unavailable={unavailable.data}
        insuranceProducts={insurance.data ?? []}
        onRefreshDates={() => void unavailable.refetch()}
        login={
          <Suspense fallback={<Skeleton height="12rem" />}>
            <LoginForm onSignedIn={() => undefined} />
          </Suspense>
        }
        payForm={
          payable && (
            <Suspense fallback={<Skeleton height="12rem" />}>
              <PayForm
              payable={{ type: payable.payableType, id: payable.payableId }}
              amount={payable.amount}
              currency={payable.currency}
              country={vehicle.data.country ?? 'se'}
              onPaid={() => actor.send({ type: 'PAYMENT_SUCCEEDED' })}
              />
            </Suspense>
          )
        }
      />
    </Container>
  );
}

