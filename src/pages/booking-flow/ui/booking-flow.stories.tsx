import preview from '#.storybook/preview';
import { bookingRequestMachine, selectBookingRequestView, type BookingRequestContext } from '@machines/booking-request';
import { contextAt, payable, quote, unverifiedRenter } from '@machines/booking-request/booking-request.fixtures';
import { http, HttpResponse } from 'msw';
import { expect, screen, within } from 'storybook/test';
import type { VehicleDetail } from '@/entities/vehicle';
import { BookingFlowScreen } from './booking-flow-screen';
import { BookingFlowView } from './booking-flow-view';
import { TripSummary } from './trip-summary';

type Value = Parameters<typeof bookingRequestMachine.resolveState>[0]['value'];

const vehicle = {
  id: 101,
  subType: 'motorhome',
  currency: 'sek',
  leadTime: 1,
  minBookingLengthLow: 2,
  minBookingLengthHigh: 2,
  images: [],
  bookingMethod: 'instant',
} as unknown as VehicleDetail;
const display = { currency: 'sek' as const, convert: (minor: number) => minor, ratesFailed: false };
const datesPrice = {
  lines: [
    { key: 'low_season_night' as const, quantity: 7, unitPrice: 150_000, amount: 1_050_000 },
    { key: 'platform_insurance' as const, quantity: 7, unitPrice: 10_000, amount: 70_000, addonKey: 'omocom_basic' },
    { key: 'service_fee' as const, quantity: 1, unitPrice: 105_000, amount: 105_000 },
  ],
  total: 1_225_000,
};
const STEP_NAMES = ['Dates', 'About you', 'Extras', 'Insurance', 'Account', 'Review and pay'];
const addonName = (key: string) => ({ towels: 'Towels', omocom_basic: 'Basic insurance' })[key];

/** The flow's page in a state of the machine: progress, the step and the trip's summary, as the app draws it. */
function flowIn(value: Value, context: BookingRequestContext) {
  const view = selectBookingRequestView(bookingRequestMachine.resolveState({ value, context }));
  const current = view.progress.current;
  return (
    <BookingFlowScreen
      title="Booking | Campershare"
      progress={{ steps: STEP_NAMES.slice(0, Math.max(view.progress.steps.length, 1)), current: Math.min(current, STEP_NAMES.length - 1) }}
      large
      summary={<TripSummary view={view} vehicle={vehicle} datesPrice={datesPrice} insurance={[]} display={display} addonName={addonName} datesHref="/vehicles/101/book" compact={false} />}
    >
      <BookingFlowView
        view={view}
        send={() => undefined}
        vehicle={vehicle}
        unavailable={{ unavailableDates: [], checkinUnavailableDates: [], checkoutUnavailableDates: [] } as never}
        calendarFailed={false}
        insuranceProducts={[]}
        onRefreshDates={() => undefined}
        display={display}
        addonName={addonName}
        auth={{ login: <p>The login form</p>, signUp: <p>The sign-up form</p>, social: <p>Continue with Google</p> }}
        payForm={<p>The payment form</p>}
      />
    </BookingFlowScreen>
  );
}

/** The booking the confirmation reads from the API. */
const confirmedBooking = {
  id: 9001,
  assetId: 101,
  assetSnapshot: { bookingMethod: 'instant', country: 'SE', subType: 'motorhome', isConsideredSwiss: false, maximumAuthorizedMass: 3500, isMotorized: true },
  ecommerceStatus: 'confirmed',
  requestStatus: 'accepted',
  fromDate: '2027-03-01',
  toDate: '2027-03-08',
  nights: 7,
  currency: 'sek',
  totalPrice: 1_347_450,
  renter: { id: 7, firstName: 'Rita' },
  owner: { id: 8, firstName: 'Otto' },
  createdAt: '2026-11-20T10:00:00.000Z',
  order: {
    id: 9101,
    status: 'open',
    installments: [
      { id: 1, orderId: 9101, type: 'down_payment', status: 'paid', dueAt: '2026-11-20T10:00:00.000Z', amount: 336_863, currency: 'sek' },
      { id: 2, orderId: 9101, type: 'rental_fee', status: 'pending', dueAt: '2027-01-30T00:00:00.000Z', amount: 1_010_587, currency: 'sek' },
    ],
  },
};

const meta = preview.meta({ title: 'Pages/BookingFlow', component: BookingFlowView, parameters: { machine: 'bookingRequest', layout: 'fullscreen' } });

export const Restoring = meta.story({
  parameters: { machineState: 'bookingRequest.restoring' },
  render: () => flowIn('restoring', contextAt('purchase', { cart: { ...contextAt('purchase').cart, booking: { bookingId: 9001, orderId: 9101, orderConfirmed: true } } })),
  play: async () => {
    await expect(await screen.findByText('Loading where you left off…')).toBeInTheDocument();
  },
});

export const Dates = meta.story({
  parameters: { machineState: 'bookingRequest.dates' },
  render: () => flowIn('dates', contextAt('dates')),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'When do you want to travel?' })).toBeInTheDocument();
    await expect(screen.getByRole('navigation', { name: 'Booking steps' })).toBeInTheDocument();
  },
});

export const AboutYou = meta.story({
  parameters: { machineState: 'bookingRequest.aboutYou' },
  render: () => flowIn('aboutYou', contextAt('about-you')),
  play: async () => {
    await expect(await screen.findByLabelText('Message to the owner')).toHaveValue('We are two adults and a dog.');
    // The summary: the dates with a way back to them, and the price for them with every part.
    const summary = screen.getByRole('region', { name: 'Your trip' });
    await expect(within(summary).getByRole('link', { name: 'Change dates' })).toBeInTheDocument();
    await expect(within(summary).getByRole('rowheader', { name: 'Service fee' })).toBeInTheDocument();
  },
});

export const VerifyId = meta.story({
  parameters: { machineState: 'bookingRequest.verifyId' },
  render: () => flowIn('verifyId', contextAt('verify-id', { renter: unverifiedRenter() })),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Verify your ID first' })).toBeInTheDocument();
    // The verification page brings the renter back to this step.
    await expect(screen.getByRole('link', { name: 'Verify your ID' })).toHaveAttribute('href', expect.stringMatching(/^\/verify-id\?return=%2F/));
  },
});

export const Customize = meta.story({
  parameters: { machineState: 'bookingRequest.customize' },
  render: () => flowIn('customize', contextAt('customize', { cart: { ...contextAt('customize').cart, cartVehicleSelectedAddons: [{ key: 'towels', quantity: 2 }] } })),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Add driver' })).toBeInTheDocument();
    await expect(screen.getByRole('rowheader', { name: 'Towels × 2' })).toBeInTheDocument();
  },
});

export const Insurance = meta.story({
  parameters: { machineState: 'bookingRequest.insurance' },
  render: () => flowIn('insurance', contextAt('insurance')),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Insurance' })).toBeInTheDocument();
  },
});

export const Login = meta.story({
  parameters: { machineState: 'bookingRequest.login' },
  render: () => flowIn('login', contextAt('login', { renter: null })),
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Create your account to book' })).toBeInTheDocument();
    await expect(screen.getByRole('tab', { name: 'I have an account' })).toBeInTheDocument();
    await expect(screen.getByText('Continue with Google')).toBeInTheDocument();
  },
});

export const Pricing = meta.story({
  parameters: { machineState: 'bookingRequest.purchase.pricing' },
  render: () => flowIn({ purchase: 'pricing' }, contextAt('purchase')),
  play: async () => {
    await expect(await screen.findByText('Working out your price…')).toBeInTheDocument();
  },
});

export const Review = meta.story({
  parameters: { machineState: 'bookingRequest.purchase.review' },
  render: () => flowIn({ purchase: 'review' }, contextAt('purchase', { quote: quote() })),
  play: async () => {
    const [main] = screen.getAllByRole('table', { name: 'Price' });
    if (!main) throw new Error('no price table');
    await expect(within(main).getByRole('rowheader', { name: 'Service fee' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Book now' })).toBeEnabled();
  },
});

export const SendFailed = meta.story({
  render: () => flowIn({ purchase: 'review' }, contextAt('purchase', { quote: quote(), failure: { slug: 'server_error', message: 'Down', status: 500 } })),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

export const Submitting = meta.story({
  parameters: { machineState: 'bookingRequest.submitting' },
  render: () => flowIn('submitting', contextAt('purchase', { quote: quote() })),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Book now' })).toBeDisabled();
  },
});

export const Paying = meta.story({
  parameters: { machineState: 'bookingRequest.paying' },
  render: () => flowIn('paying', contextAt('purchase', { quote: quote(), payable: payable(), paymentFailure: 'Insufficient funds.' })),
  play: async () => {
    await expect(await screen.findByText('The payment form')).toBeInTheDocument();
    await expect(screen.getByRole('alert')).toHaveTextContent('Insufficient funds.');
  },
});

export const Confirmation = meta.story({
  parameters: { machineState: 'bookingRequest.confirmation' },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/bookings/9001', () => HttpResponse.json({ data: confirmedBooking })));
  },
  render: () => flowIn('confirmation', contextAt('confirmation', { cart: { ...contextAt('confirmation').cart, booking: { bookingId: 9001, orderId: 9101, orderConfirmed: true } } })),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Your booking is confirmed' })).toBeInTheDocument();
    await expect(screen.getByText('Booking number 9001')).toBeInTheDocument();
    await expect(screen.getByRole('link', { name: 'See your booking' })).toBeInTheDocument();
  },
});

export const OwnerNotice = meta.story({
  parameters: { machineState: 'bookingRequest.error' },
  render: () => flowIn('error', contextAt('error', { failure: { slug: 'owner_cannot_book', message: 'Owners cannot send booking requests.' } })),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Owners cannot book' })).toBeInTheDocument();
  },
});

export const CreditCheckRejected = meta.story({
  render: () => flowIn('error', contextAt('error', { failure: { slug: 'credit_report_rejected', message: 'Rejected' } })),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('The credit check did not pass');
  },
});
