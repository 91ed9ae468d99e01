import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { BookingLifecyclePanel, preloadBookingLifecyclePanel } from '@/features/booking-lifecycle';
import { AdditionalDrivers, preloadAdditionalDrivers } from '@/features/booking-changes/additional-drivers';
import { ChangeDates, preloadChangeDates } from '@/features/booking-changes/change-dates';
import { BookingInsurance, preloadBookingInsurance } from '@/features/booking-changes/insurance';
import { RentalContract, preloadRentalContract } from '@/features/booking-documents/rental-contract';
import { BookingAlert, preloadBookingAlert } from '@/features/booking-notices/booking-alert';
import { AddTripToCalendar } from '@/features/calendars/add-trip-to-calendar';
import { ExtraCostsSection, preloadExtraCostsSection } from '@/features/trip-settlement/extra-costs';
import { DepositSection, preloadDepositSection } from '@/features/trip-settlement/manage-deposit';
import { BookingPayments, PayForm } from '@/features/pay';
import { bookingQueries, dateChangeKindOf, phaseOf, toBooking, type BookingDto } from '@/entities/booking';
import { orderQueries } from '@/entities/order';
import { useSession } from '@/entities/session';
import { missingToAnswerRequests } from '@/entities/user';
import { lineAddonName, vehicleName } from '@/entities/vehicle';
import { withCatalogs } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { BookingContact } from './booking-contact';
import { BookingEvents } from './booking-events';
import { BookingFacts } from './booking-facts';
import { BookingHandoverLink } from './booking-handover-link';
import { BookingMoney } from './booking-money';
import * as css from './booking-page.css';
import { BookingProgress } from './booking-progress';
import { RequestFromRenter } from './request-from-renter';

// The owner's payouts load beside the booking, not in the page's first JS (the page is at
// its size budget): the page's boundary holds until it is in, so nothing moves when it arrives.
const loadPayouts = () => import('./booking-payouts');
const BookingPayouts = lazy(() => loadPayouts().then((m) => ({ default: m.BookingPayouts })));

// The review of a completed booking (#19) and its texts load only for such a booking.
const ReviewBooking = lazy(() => withCatalogs(['owner'], () => import('@/features/review-booking'))().then((m) => ({ default: m.ReviewBooking })));

const PAYING_STATUSES: ReadonlySet<string> = new Set(['confirmed', 'active', 'ended', 'completed']);
const AFTER_TRIP: ReadonlySet<string> = new Set(['ended', 'completed']);
// #24: the renter's trip goes into their calendar once it is certain, until it is over.
const TRIP_AHEAD: ReadonlySet<string> = new Set(['confirmed', 'active']);

/**
 * The booking page shows once with its actions: their code loads beside the booking and the panel
 * suspends under this boundary. A panel that came after the page held a skeleton shorter than
 * itself, and what stood under it moved (a layout shift of 0.13 on a phone).
 */
export function BookingPage() {
  useEffect(() => {
    preloadBookingLifecyclePanel();
    preloadDepositSection();
    preloadExtraCostsSection();
    preloadChangeDates();
    preloadAdditionalDrivers();
    preloadRentalContract();
    preloadBookingInsurance();
    preloadBookingAlert();
    void loadPayouts();
  }, []);
  return (
    <Suspense fallback={<BookingLoading />}>
      <BookingDetail />
    </Suspense>
  );
}

function BookingLoading() {
  const { t } = useLingui();
  return (
    <Container className={css.page}>
      <SkeletonGroup label={t`Loading the booking`}>
        <Skeleton width="50%" height="2rem" />
        <Skeleton shape="rect" height="3rem" />
        <Skeleton shape="rect" height="16rem" />
      </SkeletonGroup>
    </Container>
  );
}

/**
 * A booking (001 §2, §3): progress, vehicle and terms, money, status events and, once confirmed,
 * the other party's contact data; the lifecycle panel holds what this party may do now. The
 * booking, its history and its order are polled every 30 s while the page is open.
 */
function BookingDetail() {
  const { t, i18n } = useLingui();
  const { id } = useParams();
  const bookingId = Number(id);
  const { user } = useSession();
  const { pathname } = useLocation();
  const booking = useQuery({ ...bookingQueries.full(bookingId), enabled: Number.isInteger(bookingId) && bookingId > 0 });
  const history = useQuery({ ...bookingQueries.history(bookingId), enabled: booking.isSuccess });
  const orderId = booking.data?.order?.id;
  const order = useQuery({ ...orderQueries.detail(orderId ?? 0), enabled: orderId !== undefined });

  if (booking.isPending) return <BookingLoading />;
  if (booking.isError || !booking.data) {
    return (
      <Container className={css.page}>
        <div role="alert">
          <Heading level={1}>{t`The booking could not be loaded`}</Heading>
          <Button variant="secondary" onClick={() => booking.refetch()}>
            {t`Try again`}
          </Button>
        </div>
      </Container>
    );
  }

  // The polled order is fresher than the one included with the booking.
  const data: BookingDto = order.data ? { ...booking.data, order: { ...booking.data.order, ...order.data } } : booking.data;
  const role = user && data.owner.id === user.id ? 'owner' : 'renter';
  const lifecycle = toBooking(data, history.data ?? []);
  const phase = phaseOf(lifecycle);
  const addonName = (key: string) => lineAddonName(i18n, key);
  // Once confirmed the renter pays the rest here (#14); before, the lifecycle panel takes the first payment.
  const rentersPayments = role === 'renter' && PAYING_STATUSES.has(data.ecommerceStatus);
  // 001 §2: the change of dates, while the dates may change or once there were requests (#15).
  const changesDates = dateChangeKindOf(data) !== undefined || (data.changeRequests ?? []).length > 0;
  // What a change adds to the order is paid here, one installment at a time, in the booking's currency.
  const payInstallment = (payment: { installmentId: number; amount: number; onPaid: () => void }) => (
    <PayForm payable={{ type: 'installment', id: payment.installmentId }} amount={payment.amount} currency={data.currency} country={data.assetSnapshot.country} onPaid={payment.onPaid} />
  );
  const name = (data.asset && vehicleName({ brand: data.asset.brand ?? null, model: data.asset.model ?? null })) ?? t`Vehicle ${data.assetId}`;

  return (
    <Container className={css.page}>
      <title>{t`Booking ${data.id} | Campershare`}</title>
      <Stack gap="sm">
        <Heading level={1}>{name}</Heading>
        <Text tone="muted">
          <Trans>Booking {data.id}</Trans>
        </Text>
      </Stack>
      <BookingProgress booking={lifecycle} role={role} />
      <div className={css.columns}>
        <Stack gap="xl">
          <BookingFacts booking={data} addonName={addonName} />
          <BookingMoney booking={data} addonName={addonName} showsInstallments={!rentersPayments} />
          {rentersPayments && <BookingPayments booking={data} acceptedAt={lifecycle.acceptedAt} />}
          {/* 001 §4: the deposit's timeline for both, the owner's release once the booking has ended. */}
          {data.order?.deposit && <DepositSection booking={data} party={role} />}
          {/* 001 §4: extra charges and discounts after the trip; the owner adds late ones. */}
          {(AFTER_TRIP.has(data.ecommerceStatus) || (data.extraCharges?.length ?? 0) > 0) && <ExtraCostsSection booking={data} party={role} />}
          {role === 'owner' && <BookingPayouts booking={data} />}
          <BookingEvents events={history.data} isError={history.isError} />
        </Stack>
        <Stack gap="xl" className={css.side}>
          <BookingHandoverLink booking={data} />
          <Card padding="lg">
            <BookingLifecyclePanel
              key={`${data.id}-${role}`}
              party={role}
              booking={lifecycle}
              {...(role === 'owner' && user ? { answerRequirements: missingToAnswerRequests(user), returnTo: pathname } : {})}
              renderPayment={(payment) => (
                <PayForm
                  payable={{ type: 'installment', id: payment.installmentId }}
                  amount={payment.amount}
                  currency={payment.currency}
                  country={data.assetSnapshot.country}
                  onPaid={payment.onPaid}
                />
              )}
            />
          </Card>
          {/* 001 §2: each party reviews the other once the booking is completed. */}
          {user && phase === 'completed' && (
            <Suspense fallback={null}>
              <Card padding="lg">
                <ReviewBooking booking={data} viewerId={user.id} otherPartyName={role === 'owner' ? data.renter.firstName : data.owner.firstName} />
              </Card>
            </Suspense>
          )}
          {role === 'owner' && (phase === 'pendingConfirmation' || phase === 'accepted') && <RequestFromRenter booking={data} />}
          <BookingContact booking={data} role={role} />
          {role === 'renter' && TRIP_AHEAD.has(data.ecommerceStatus) && (
            <Suspense fallback={null}>
              <Card padding="lg">
                <AddTripToCalendar booking={data} />
              </Card>
            </Suspense>
          )}
          {/* 001 §2, §7: the rental contract, once the booking is confirmed; the card decides. */}
          <Suspense fallback={null}>
            <RentalContract booking={data} />
          </Suspense>
          {/* 001 §2, §4: the additional drivers, while they may be added or once there are any (#15); the card decides. */}
          {user && <AdditionalDrivers booking={data} role={role} />}
          {/* 001 §2, §4, §9: the platform's insurance, with the renter's upgrade and extra cover (#15); the card decides. */}
          {user && <BookingInsurance booking={data} lifecycle={lifecycle} role={role} renter={role === 'renter' ? user : undefined} renderPayment={payInstallment} />}
          {changesDates && (
            <Card padding="lg">
              <ChangeDates booking={data} role={role} renderPayment={payInstallment} />
            </Card>
          )}
          {/* 001 §2, §9: what this party must do soon, said once per booking and kind (#15); it decides. */}
          {user && (
            <Suspense fallback={null}>
              <BookingAlert key={`${data.id}-${role}`} booking={data} party={role} />
            </Suspense>
          )}
        </Stack>
      </div>
    </Container>
  );
}
