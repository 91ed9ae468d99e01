import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { CartStep } from '@/entities/cart';
import { useSession } from '@/entities/session';
import { insuranceProductLabel, lineAddonName, vehicleDetailQueries, type VehicleDetail } from '@/entities/vehicle';
import { useBookingRequest } from '@/features/request-booking';
import { useDisplayMoney } from '@/features/switch-currency';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { Skeleton } from '@/shared/ui/skeleton';
import { media } from '@/shared/ui/theme';
import { useMediaQuery } from '@/shared/ui/utils';
import { PLAN_UPGRADE_PREFIX } from '../model/trip-price';
import { BookingFlowScreen } from './booking-flow-screen';
import { BookingFlowView } from './booking-flow-view';
import { LoadProblem } from './load-problem';
import { TripSummary } from './trip-summary';
import { useStepNames } from './use-step-names';

// The forms load only on the steps that show them (route budget 180 KB).
const LoginForm = lazy(() => import('@/features/auth/login').then((m) => ({ default: m.LoginForm })));
const SignUpForm = lazy(() => import('@/features/auth/sign-up').then((m) => ({ default: m.SignUpForm })));
const SocialLoginButtons = lazy(() => import('@/features/auth/social-login').then((m) => ({ default: m.SocialLoginButtons })));
const PayForm = lazy(() => import('@/features/pay').then((m) => ({ default: m.PayForm })));

const formFallback = <Skeleton height="12rem" />;

/** The flow of one vehicle (001 §2): progress, the step, and the trip's summary beside it. */
export function BookingFlow({ vehicle, step }: { vehicle: VehicleDetail; step: CartStep }) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const [search] = useSearchParams();
  const location = useLocation();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  const large = useMediaQuery(media.large);
  const display = useDisplayMoney();
  const stepNames = useStepNames();
  const unavailable = useQuery(vehicleDetailQueries.unavailableDates(vehicle.id));
  const addons = useQuery(vehicleDetailQueries.addons(vehicle.id));
  const insurance = useQuery(vehicleDetailQueries.insurance(vehicle.id));
  const { view, send } = useBookingRequest({ vehicle, unavailable: unavailable.data, addons: addons.data, user, urlStep: step, search });

  const request = view.cart.pendingBookingRequest;
  const datesPrice = useQuery({
    ...vehicleDetailQueries.price(vehicle.id, request?.fromDate ?? '', request?.toDate ?? ''),
    enabled: request !== null && view.dateErrors.length === 0,
  });
  const products = insurance.data ?? [];
  const addonName = (key: string): string | undefined => {
    if (key.startsWith(PLAN_UPGRADE_PREFIX)) {
      const plan = products.find((product) => product.key === key.slice(PLAN_UPGRADE_PREFIX.length));
      const name = plan && insuranceProductLabel(i18n, plan.key);
      return name ? t`${name} instead of the basic cover` : undefined;
    }
    return lineAddonName(i18n, key) ?? view.cart.cartVehicleAddons.find((addon) => addon.key === key)?.name;
  };
  const payable = view.payable;
  const returnHere = location.pathname + location.search;

  // What the step draws from: without it the step would look empty (no extras, no insurance
  // plans) rather than failed; while it loads, "no extras" would be said too early.
  const needs = view.phase === 'customize' ? { query: addons, title: t`The extras could not be loaded` } : view.phase === 'insurance' ? { query: insurance, title: t`The insurance options could not be loaded` } : undefined;
  const stepProblem =
    needs && needs.query.isError && !needs.query.data ? (
      <LoadProblem title={needs.title} onRetry={() => void needs.query.refetch()} retrying={needs.query.isFetching} />
    ) : needs?.query.isPending ? (
      <Skeleton height="12rem" />
    ) : undefined;
  const stepsNamed = { steps: view.progress.steps.map((s) => stepNames[s]), current: view.progress.current };
  const title = view.step === 'error' ? t`Booking not possible | Campershare` : t`${stepNames[view.step]} · Booking ${view.cart.cartVehicle?.name ?? ''} | Campershare`;
  return (
    <BookingFlowScreen
      title={title}
      progress={stepsNamed}
      large={large}
      summary={
        <TripSummary
          view={view}
          vehicle={vehicle}
          datesPrice={datesPrice.data && datesPrice.data.totalPrice !== null ? { lines: datesPrice.data.lineItems, total: datesPrice.data.totalPrice } : undefined}
          insurance={products.map((product) => ({ key: String(product.key), kind: product.kind, price: product.price, pricingStrategy: product.pricingStrategy }))}
          display={display}
          addonName={addonName}
          datesHref={hrefTo('book', { id: vehicle.id })}
          compact={!large}
        />
      }
    >
      {stepProblem ?? (
      <BookingFlowView
        view={view}
        send={send}
        vehicle={vehicle}
        unavailable={unavailable.data}
        calendarFailed={unavailable.isError}
        insuranceProducts={products}
        onRefreshDates={() => void unavailable.refetch()}
        display={display}
        addonName={addonName}
        auth={{
          login: (
            <Suspense fallback={formFallback}>
              <LoginForm onSignedIn={() => undefined} forgotPasswordHref={isAvailable('forgot-password') ? hrefTo('forgot-password') : undefined} />
            </Suspense>
          ),
          signUp: (
            <Suspense fallback={formFallback}>
              <SignUpForm fixedRole="renter" onSignedIn={() => undefined} termsHref={isAvailable('user-terms') ? hrefTo('user-terms') : undefined} />
            </Suspense>
          ),
          social: (
            <Suspense fallback={null}>
              <SocialLoginButtons returnTo={returnHere} />
            </Suspense>
          ),
        }}
        payForm={
          payable && (
            <Suspense fallback={formFallback}>
              <PayForm
                payable={{ type: payable.payableType, id: payable.payableId }}
                amount={payable.amount}
                currency={payable.currency}
                country={vehicle.country ?? 'se'}
                onPaid={() => send({ type: 'PAYMENT_SUCCEEDED' })}
              />
            </Suspense>
          )
        }
      />
      )}
    </BookingFlowScreen>
  );
}
