import preview from '#.storybook/preview';
import { bookingLifecycleMachine, selectLifecycleView, type BookingLifecycleContext, type PerformActionInput } from '@machines/booking-lifecycle';
import { BOOKINGS, CONFLICTS, FIXTURE_NOW } from '@machines/booking-lifecycle/booking-lifecycle.fixtures';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { expect, screen, within } from 'storybook/test';
import { createActor, fromPromise } from 'xstate';
import type { AcceptConflicts, Booking, BookingRole } from '@/entities/booking';
import type { AnswerRequirement } from '@/entities/user';
import { BookingActions } from './booking-actions';

type Value = Parameters<typeof bookingLifecycleMachine.resolveState>[0]['value'];

// Actions never settle in stories: each story rests in the state it names.
const stubbed = bookingLifecycleMachine.provide({
  actors: {
    performAction: fromPromise<Booking, PerformActionInput>(() => new Promise(() => undefined)),
    loadBooking: fromPromise<Booking, { bookingId: number }>(() => new Promise(() => undefined)),
    findConflicts: fromPromise<AcceptConflicts, { bookingId: number }>(() => new Promise(() => undefined)),
  },
});

/** The panel as the app drives it, started in the story's state. */
function Panel({ value, context, answerRequirements }: { value: Value; context: BookingLifecycleContext; answerRequirements?: readonly AnswerRequirement[] }) {
  const [actor] = useState(() => createActor(stubbed, { snapshot: stubbed.resolveState({ value, context }), input: { role: context.role, booking: context.booking, now: context.now } }));
  useEffect(() => {
    actor.start();
    return () => {
      actor.stop();
    };
  }, [actor]);
  return <StartedPanel actor={actor} answerRequirements={answerRequirements ?? []} />;
}

function StartedPanel({ actor, answerRequirements }: { actor: ReturnType<typeof createActor<typeof stubbed>>; answerRequirements: readonly AnswerRequirement[] }) {
  const view = useSelector(actor, selectLifecycleView);
  return <BookingActions view={view} send={actor.send} answerRequirements={answerRequirements} returnTo="/bookings/1" />;
}

const panelIn = (role: BookingRole, value: Value, booking: Booking, extra: Partial<BookingLifecycleContext> = {}) => (
  <Panel value={value} context={{ role, booking, now: FIXTURE_NOW, draft: { message: '' }, ...extra }} />
);

const failure = { slug: 'server_error', message: 'Down' };

const meta = preview.meta({ title: 'Features/BookingLifecycle', component: BookingActions, parameters: { machine: 'bookingLifecycle' } });

export const Draft = meta.story({
  parameters: { machineState: 'bookingLifecycle.draft' },
  render: () => panelIn('renter', 'draft', BOOKINGS.draft),
  play: async () => {
    await expect(await screen.findByText('This request has not been sent yet.')).toBeInTheDocument();
  },
});

export const PendingConfirmationOwner = meta.story({
  parameters: { machineState: 'bookingLifecycle.pendingConfirmation' },
  render: () => panelIn('owner', 'pendingConfirmation', BOOKINGS.requested),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Accept' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: 'Extend by 72 hours' })).toBeEnabled();
    await expect(screen.getByText(/^Answer by/)).toBeInTheDocument();
  },
});

/** 002 §4.4: an owner without a complete profile and a verified ID is told what to do first. */
export const PendingConfirmationOwnerNotReady = meta.story({
  render: () => (
    <Panel
      value="pendingConfirmation"
      context={{ role: 'owner', booking: BOOKINGS.requested, now: FIXTURE_NOW, draft: { message: '' } }}
      answerRequirements={['profile', 'id-verification']}
    />
  ),
  play: async () => {
    const steps = await screen.findByRole('group', { name: 'Before you can answer this request' });
    await expect(within(steps).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/complete-profile-owner?return=%2Fbookings%2F1');
    await expect(within(steps).getByRole('link', { name: 'Verify your ID' })).toHaveAttribute('href', '/owner-verify-id?return=%2Fbookings%2F1');
    await expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Extend by 72 hours' })).toBeEnabled();
  },
});

export const PendingConfirmationRenter = meta.story({
  render: () => panelIn('renter', 'pendingConfirmation', BOOKINGS.requested),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Withdraw request' })).toBeEnabled();
    await expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  },
});

export const PendingConfirmationExtendedTwice = meta.story({
  render: () => panelIn('owner', 'pendingConfirmation', BOOKINGS.requestedExtendedTwice),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Accept' })).toBeEnabled();
    await expect(screen.queryByRole('button', { name: 'Extend by 72 hours' })).not.toBeInTheDocument();
  },
});

export const AcceptConfirming = meta.story({
  parameters: { machineState: 'bookingLifecycle.accepting.confirming' },
  render: () => panelIn('owner', { accepting: 'confirming' }, BOOKINGS.requested),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Accept the request?' });
    await expect(within(dialog).getByRole('button', { name: 'Yes, accept' })).toBeEnabled();
  },
});

/** The other requests and blocked periods are read as the dialog opens. */
export const AcceptChecking = meta.story({
  parameters: { machineState: 'bookingLifecycle.accepting.checking' },
  render: () => panelIn('owner', { accepting: 'checking' }, BOOKINGS.requested),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Accept the request?' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Checking other requests for these dates…');
    await expect(within(dialog).getByRole('button', { name: 'Yes, accept' })).toBeDisabled();
  },
});

/** 001 §2 overlapping dates: two other requests share nights; accepting declines them. */
export const AcceptConfirmingOverlapping = meta.story({
  parameters: { machineState: 'bookingLifecycle.accepting.confirming' },
  render: () => panelIn('owner', { accepting: 'confirming' }, BOOKINGS.requested, { conflicts: CONFLICTS.overlapping }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Accept the request?' });
    const overlap = within(dialog).getByRole('group', { name: '2 other requests overlap these dates' });
    await expect(within(overlap).getByRole('link', { name: 'Maja, 18/02/2027 to 22/02/2027' })).toHaveAttribute('href', '/bookings/4712');
    await expect(within(overlap).getByRole('link', { name: 'Olli, 21/02/2027 to 28/02/2027' })).toHaveAttribute('href', '/bookings/4713');
    await expect(overlap).toHaveTextContent('Accepting this request declines them');
    await expect(within(dialog).getByRole('button', { name: 'Yes, accept and decline the others' })).toBeEnabled();
  },
});

/** The other requests could not be read: the owner may still accept (the API declines them), or check again. */
export const AcceptConfirmingUnchecked = meta.story({
  parameters: { machineState: 'bookingLifecycle.accepting.confirming' },
  render: () => panelIn('owner', { accepting: 'confirming' }, BOOKINGS.requested, { conflicts: null }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Accept the request?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Other requests for these dates could not be checked.');
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Yes, accept' })).toBeEnabled();
  },
});

/** 001 §8 dates unavailable: what takes the nights, and the two ways on. */
export const AcceptDatesUnavailable = meta.story({
  parameters: { machineState: 'bookingLifecycle.accepting.datesUnavailable' },
  render: () => panelIn('owner', { accepting: 'datesUnavailable' }, BOOKINGS.requested, { conflicts: CONFLICTS.taken }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'These dates are no longer free' });
    const taken = within(dialog).getByRole('group', { name: 'What takes them' });
    await expect(within(taken).getByRole('link', { name: 'Booked by Maja, 18/02/2027 to 22/02/2027' })).toHaveAttribute('href', '/bookings/4714');
    await expect(taken).toHaveTextContent('Blocked in your calendar, 25/02/2027 to 26/02/2027');
    await expect(within(dialog).getByRole('link', { name: 'Open the calendar' })).toHaveAttribute('href', '/edit-vehicles/calendar/41?month=2027-02');
    await expect(within(dialog).getByRole('button', { name: 'Decline the request' })).toBeEnabled();
  },
});

/** The API refused the accept with `dates_unavailable` though the check found nothing: what takes them is not known. */
export const AcceptDatesUnavailableUnknown = meta.story({
  parameters: { machineState: 'bookingLifecycle.accepting.datesUnavailable' },
  render: () => panelIn('owner', { accepting: 'datesUnavailable' }, BOOKINGS.requested, { failure: { slug: 'dates_unavailable', message: 'Taken' } }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'These dates are no longer free' });
    await expect(dialog).toHaveTextContent('Another booking or a period blocked in your calendar now holds some of them.');
    await expect(within(dialog).getByRole('link', { name: 'Open the calendar' })).toHaveAttribute('href', '/edit-vehicles/calendar?month=2027-02');
  },
});

export const Accepting = meta.story({
  parameters: { machineState: 'bookingLifecycle.accepting.submitting' },
  render: () => panelIn('owner', { accepting: 'submitting' }, BOOKINGS.requested),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Accept the request?' });
    await expect(within(dialog).getByRole('button', { name: 'Yes, accept' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const AcceptFailed = meta.story({
  parameters: { machineState: 'bookingLifecycle.accepting.failed' },
  render: () => panelIn('owner', { accepting: 'failed' }, BOOKINGS.requested, { failure }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

export const Extending = meta.story({
  parameters: { machineState: 'bookingLifecycle.extending.submitting' },
  render: () => panelIn('owner', { extending: 'submitting' }, BOOKINGS.requested),
  play: async () => {
    await expect(await screen.findByRole('button', { name: /Extend by 72 hours/ })).toBeDisabled();
  },
});

export const ExtendFailed = meta.story({
  parameters: { machineState: 'bookingLifecycle.extending.failed' },
  render: () => panelIn('owner', { extending: 'failed' }, BOOKINGS.requested, { failure: { slug: 'booking_action_not_allowed', message: 'No' } }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('This is no longer possible');
  },
});

export const DecliningChoosingReason = meta.story({
  parameters: { machineState: 'bookingLifecycle.declining.choosingReason' },
  render: () => panelIn('owner', { declining: 'choosingReason' }, BOOKINGS.requested),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request' });
    await expect(dialog).toHaveTextContent('The vehicle is in winter storage');
    await expect(screen.getByRole('button', { name: 'Decline request' })).toBeDisabled();
  },
});

export const DecliningSubmitting = meta.story({
  parameters: { machineState: 'bookingLifecycle.declining.submitting' },
  render: () => panelIn('owner', { declining: 'submitting' }, BOOKINGS.requested, { draft: { reason: 'own_use', message: '' } }),
  play: async () => {
    await expect(await screen.findByRole('button', { name: /Decline request/ })).toHaveAttribute('aria-busy', 'true');
  },
});

export const DeclineFailed = meta.story({
  parameters: { machineState: 'bookingLifecycle.declining.failed' },
  render: () => panelIn('owner', { declining: 'failed' }, BOOKINGS.requested, { draft: { reason: 'own_use', message: '' }, failure }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toBeInTheDocument();
    await expect(screen.getByRole('radio', { name: 'I need the vehicle myself' })).toBeChecked();
  },
});

export const WithdrawingChoosingReason = meta.story({
  parameters: { machineState: 'bookingLifecycle.withdrawing.choosingReason' },
  render: () => panelIn('renter', { withdrawing: 'choosingReason' }, BOOKINGS.requested),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your request' });
    await expect(dialog).toHaveTextContent('The owner did not respond');
  },
});

export const WithdrawingSubmitting = meta.story({
  parameters: { machineState: 'bookingLifecycle.withdrawing.submitting' },
  render: () => panelIn('renter', { withdrawing: 'submitting' }, BOOKINGS.requested, { draft: { reason: 'plans_changed', message: '' } }),
  play: async () => {
    // The dialog loads after the panel: its button, not the panel's button of the same name.
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your request' });
    await expect(within(dialog).getByRole('button', { name: /Withdraw request/ })).toHaveAttribute('aria-busy', 'true');
  },
});

export const WithdrawFailed = meta.story({
  parameters: { machineState: 'bookingLifecycle.withdrawing.failed' },
  render: () => panelIn('renter', { withdrawing: 'failed' }, BOOKINGS.requested, { draft: { reason: 'plans_changed', message: '' }, failure }),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

export const CancellingChoosingReason = meta.story({
  parameters: { machineState: 'bookingLifecycle.cancelling.choosingReason' },
  render: () => panelIn('renter', { cancelling: 'choosingReason' }, BOOKINGS.confirmed),
  play: async () => {
    const refund = await screen.findByRole('group', { name: 'Refund' });
    await expect(refund).toHaveTextContent('Refund: SEK 2,500.00');
    await expect(refund).toHaveTextContent('100 % of the SEK 2,500.00 paid');
  },
});

export const CancellingOwner = meta.story({
  render: () => panelIn('owner', { cancelling: 'choosingReason' }, { ...BOOKINGS.accepted, paidAmount: 250_000 }),
  play: async () => {
    await expect(await screen.findByRole('group', { name: 'Refund' })).toHaveTextContent('Everything paid is refunded.');
  },
});

export const CancellingSubmitting = meta.story({
  parameters: { machineState: 'bookingLifecycle.cancelling.submitting' },
  render: () => panelIn('renter', { cancelling: 'submitting' }, BOOKINGS.confirmed, { draft: { reason: 'sickness', message: '' } }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the booking' });
    await expect(within(dialog).getByRole('button', { name: /Cancel booking/ })).toHaveAttribute('aria-busy', 'true');
  },
});

export const CancelFailed = meta.story({
  parameters: { machineState: 'bookingLifecycle.cancelling.failed' },
  render: () => panelIn('renter', { cancelling: 'failed' }, BOOKINGS.confirmed, { draft: { reason: 'sickness', message: '' }, failure }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toBeInTheDocument();
  },
});

export const AcceptedRenter = meta.story({
  parameters: { machineState: 'bookingLifecycle.accepted.awaitingPayment' },
  render: () => panelIn('renter', { accepted: 'awaitingPayment' }, BOOKINGS.accepted),
  play: async () => {
    await expect(await screen.findByText(/^Pay by/)).toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  },
});

export const AcceptedOwner = meta.story({
  render: () => panelIn('owner', { accepted: 'awaitingPayment' }, BOOKINGS.accepted),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Cancel booking' })).toBeEnabled();
  },
});

export const ConfirmingPayment = meta.story({
  parameters: { machineState: 'bookingLifecycle.accepted.confirmingPayment' },
  render: () => panelIn('renter', { accepted: 'confirmingPayment' }, BOOKINGS.accepted),
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Payment received. Confirming your booking…');
  },
});

export const Confirmed = meta.story({
  parameters: { machineState: 'bookingLifecycle.confirmed' },
  render: () => panelIn('renter', 'confirmed', BOOKINGS.confirmed),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Cancel booking' })).toBeEnabled();
  },
});

export const ConfirmedOwner = meta.story({
  render: () => panelIn('owner', 'confirmed', BOOKINGS.confirmed),
  play: async () => {
    await expect(await screen.findByText(/Only support can cancel a confirmed booking/)).toBeInTheDocument();
  },
});

/** Statuses with nothing to do for this party: the sentence and no buttons. */
const expectOnly = async (text: string) => {
  await expect(await screen.findByText(text)).toBeInTheDocument();
  await expect(screen.queryByRole('button')).not.toBeInTheDocument();
};

export const Active = meta.story({
  parameters: { machineState: 'bookingLifecycle.active' },
  render: () => panelIn('renter', 'active', BOOKINGS.active),
  play: () => expectOnly('The rental is under way.'),
});
export const Ended = meta.story({
  parameters: { machineState: 'bookingLifecycle.ended' },
  render: () => panelIn('owner', 'ended', BOOKINGS.ended),
  play: () => expectOnly('The rental has ended.'),
});
export const Completed = meta.story({
  parameters: { machineState: 'bookingLifecycle.completed' },
  render: () => panelIn('renter', 'completed', BOOKINGS.completed),
  play: () => expectOnly('The booking is completed.'),
});
export const Declined = meta.story({
  parameters: { machineState: 'bookingLifecycle.declined' },
  render: () => panelIn('renter', 'declined', BOOKINGS.declined),
  play: () => expectOnly('The owner declined this request.'),
});
export const Expired = meta.story({
  parameters: { machineState: 'bookingLifecycle.expired' },
  render: () => panelIn('owner', 'expired', BOOKINGS.expired),
  play: () => expectOnly('The request expired because the owner did not answer in time.'),
});
export const CanceledByOwner = meta.story({
  parameters: { machineState: 'bookingLifecycle.canceledByOwner' },
  render: () => panelIn('renter', 'canceledByOwner', BOOKINGS.canceledByOwner),
  play: () => expectOnly('The owner cancelled this booking.'),
});
export const CanceledByRenter = meta.story({
  parameters: { machineState: 'bookingLifecycle.canceledByRenter' },
  render: () => panelIn('owner', 'canceledByRenter', BOOKINGS.canceledByRenter),
  play: () => expectOnly('The renter cancelled this booking.'),
});
export const CanceledBySystem = meta.story({
  parameters: { machineState: 'bookingLifecycle.canceledBySystem' },
  render: () => panelIn('renter', 'canceledBySystem', BOOKINGS.canceledBySystem),
  play: () => expectOnly('This booking was cancelled.'),
});
