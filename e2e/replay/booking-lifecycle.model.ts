import { bookingLifecycleMachine, selectLifecycleView, type BookingLifecycleEvent } from '@machines/booking-lifecycle';
import { BOOKINGS, CONFLICTS, FIXTURE_LATER, lifecycleBooking, lifecycleInput } from '../../machines/booking-lifecycle/booking-lifecycle.fixtures';
import { doneEvent, errorEvent } from '../../machines/testing/model-coverage';
import { defineModel } from '../support/machine-replay/types';

/**
 * A booking's lifecycle as the replay walks it (docs/machine-replay.md): the renter's and the
 * owner's buttons and dialogs, the other party acting meanwhile (the page's poll brings it in),
 * the clock passing the owner's deadline, and the sandbox's answer to each action.
 */

const withdrawn = lifecycleBooking({ ecommerceStatus: 'canceled_by_renter' });
/** A request whose nights the owner blocked in the calendar after it came in (001 §8 dates unavailable). */
const requestOnBlockedDates = lifecycleBooking({ id: 4720 });
const blockedOnly = { ...CONFLICTS.taken, takenBy: CONFLICTS.taken.takenBy.filter((taken) => taken.kind === 'blocked') };
const canceledByOwner = BOOKINGS.canceledByOwner;

export const bookingLifecycleModel = defineModel({
  machine: bookingLifecycleMachine,
  events: [
    { type: 'ACCEPT' },
    { type: 'DECLINE' },
    { type: 'EXTEND' },
    { type: 'WITHDRAW' },
    { type: 'CANCEL' },
    { type: 'SET_REASON', reason: 'other' },
    { type: 'SET_MESSAGE', message: 'Sorry, something came up.' },
    { type: 'SUBMIT' },
    { type: 'DISMISS' },
    { type: 'RETRY' },
    { type: 'PAID' },
    // The other party acts: the owner accepts or declines, the renter withdraws or pays.
    { type: 'BOOKING_UPDATED', booking: BOOKINGS.accepted },
    { type: 'BOOKING_UPDATED', booking: BOOKINGS.declined },
    { type: 'BOOKING_UPDATED', booking: withdrawn },
    { type: 'BOOKING_UPDATED', booking: BOOKINGS.confirmed },
    // A day and more later: past the owner's 24 hours.
    { type: 'TICK', now: FIXTURE_LATER },
  ] satisfies BookingLifecycleEvent[],
  outcomes: {
    // The sandbox's answer to each action: the booking as it then is, or a refusal when the other
    // party ended it meanwhile (the dialog was open while the page's poll brought that in).
    performAction: (snapshot) => {
      const { role, booking } = snapshot.context;
      if (booking.ecommerceStatus.startsWith('canceled')) return errorEvent('performAction', { slug: 'booking_action_not_allowed', message: 'The booking was cancelled meanwhile.' });
      if (snapshot.matches('accepting')) return doneEvent('performAction', BOOKINGS.accepted);
      if (snapshot.matches('declining')) return doneEvent('performAction', BOOKINGS.declined);
      if (snapshot.matches('extending')) return doneEvent('performAction', { ...snapshot.context.booking, responseDeadlineExtensions: snapshot.context.booking.responseDeadlineExtensions + 1 });
      if (snapshot.matches('withdrawing')) return doneEvent('performAction', withdrawn);
      return doneEvent('performAction', role === 'owner' ? canceledByOwner : BOOKINGS.canceledByRenter);
    },
    // What accepting meets: the blocked request's period, or nothing (the sandbox keeps a request's nights from other requests).
    findConflicts: (snapshot) => doneEvent('findConflicts', snapshot.context.booking.id === requestOnBlockedDates.id ? blockedOnly : CONFLICTS.none),
    // After the first payment the page reads the booking again: confirmed.
    loadBooking: () => doneEvent('loadBooking', BOOKINGS.confirmed),
  },
  // A reload reads the booking as it is; a dialog that was open is gone.
  restart: (snapshot) => ({ role: snapshot.context.role, booking: snapshot.context.booking, now: snapshot.context.now }),
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.role,
      snapshot.context.booking.ecommerceStatus,
      snapshot.context.booking.isAccepted,
      snapshot.context.booking.expiry,
      snapshot.context.booking.responseDeadlineExtensions,
      snapshot.context.now,
      Boolean(snapshot.context.draft.reason),
      Boolean(snapshot.context.draft.message),
      Boolean(snapshot.context.failure),
      snapshot.context.booking.id,
      snapshot.context.conflicts === undefined ? 'unread' : snapshot.context.conflicts === null ? 'unknown' : snapshot.context.conflicts.takenBy.length,
    ]),
  view: (snapshot) => selectLifecycleView(snapshot),
  // The renter and the owner see each state differently: both are replayed.
  variant: (snapshot) => snapshot.context.role,
  starts: {
    /** owner@ opens a request a renter sent an hour ago. */
    ownerRequest: lifecycleInput('owner', BOOKINGS.requested),
    /** owner@ opens a request whose nights they have blocked since (sandbox `datesBlocked`). */
    ownerRequestOnBlockedDates: lifecycleInput('owner', requestOnBlockedDates),
    /** renter@ opens the request they sent (the owner answers it meanwhile; the renter pays, cancels…). */
    renterRequest: lifecycleInput('renter', BOOKINGS.requested),
    /** owner@ opens a trip under way, and renter@ a completed one. */
    ownerActive: lifecycleInput('owner', BOOKINGS.active),
    renterCompleted: lifecycleInput('renter', BOOKINGS.completed),
  },
});
