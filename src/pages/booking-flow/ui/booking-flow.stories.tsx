import preview from '#.storybook/preview';
import { bookingRequestMachine, type BookingRequestContext } from '@machines/booking-request';
import { contextAt, instantVehicle, payable, quote, unverifiedRenter } from '@machines/booking-request/booking-request.fixtures';
import { expect, screen } from 'storybook/test';
import { createActor } from 'xstate';
import type { VehicleDetail } from '@/entities/vehicle';
import { BookingFlowView } from './booking-flow-view';

type Value = Parameters<typeof bookingRequestMachine.resolveState>[0]['value'];

const vehicle = { id: 101, subType: 'motorhome', currency: 'sek', leadTime: 1, minBookingLengthLow: 2, minBookingLengthHigh: 2 } as unknown as VehicleDetail;

/** The flow's view in a state of the machine. */
function flowIn(value: Value, context: BookingRequestContext) {
  const state = bookingRequestMachine.resolveState({ value, context });
  const actor = createActor(bookingRequestMachine, { input: { cart: context.cart, vehicle: context.cart.cartVehicle ?? instantVehicle(), renter: context.renter } });
  return (
    <BookingFlowView
      state={state}
      send={actor.send}
      vehicle={vehicle}
      unavailable={{ unavailableDates: [], checkinUnavailableDates: [], checkoutUnavailableDates: [] } as never}
      insuranceProducts={[]}
      onRefreshDates={() => undefined}
      login={<p>The login form</p>}
      payForm={<p>The payment form</p>}
    />
  );
}

const meta = preview.meta({ title: 'Pages/BookingFlow', component: BookingFlowView, parameters: { machine: 'bookingRequest' } });

export const Dates = meta.story({
  parameters: { machineState: 'bookingRequest.dates' },
  render: () => flowIn('dates', contextAt('dates')),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'When do you want to travel?' })).toBeInTheDocument();
  },
});

export const AboutYou = meta.story({
  parameters: { machineState: 'bookingRequest.aboutYou' },
  render: () => flowIn('aboutYou', contextAt('about-you')),
  play: async () => {
    await expect(await screen.findByLabelText('Message to the owner')).toHaveValue('We are two adults and a dog.');
  },
});

export const VerifyId = meta.story({
  parameters: { machineState: 'bookingRequest.verifyId' },
  render: () => flowIn('verifyId', contextAt('verify-id', { renter: unverifiedRenter() })),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Verify your ID first' })).toBeInTheDocument();
  },
});

export const Customize = meta.story({
  parameters: { machineState: 'bookingRequest.customize' },
  render: () => flowIn('customize', contextAt('customize')),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Add driver' })).toBeInTheDocument();
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
    await expect(await screen.findByText('The login form')).toBeInTheDocument();
    // The step's page heading (axe: page-has-heading-one); the login form brings none.
    await expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  },
});

export const Pricing = meta.story({
  parameters: { machineState: 'bookingRequest.purchase.pricing' },
  render: () => flowIn({ purchase: 'pricing' }, contextAt('purchase')),
  play: async () => {
    await expect(await screen.findByText('Preparing your booking…')).toBeInTheDocument();
  },
});

export const Review = meta.story({
  parameters: { machineState: 'bookingRequest.purchase.review' },
  render: () => flowIn({ purchase: 'review' }, contextAt('purchase', { quote: quote() })),
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Price' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Book now' })).toBeEnabled();
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
  render: () => flowIn('confirmation', contextAt('confirmation')),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Your booking is confirmed' })).toBeInTheDocument();
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
