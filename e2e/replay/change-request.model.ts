import { changeRequestMachine, selectChangeRequestView, type ChangeBooking, type ChangeRequestEvent, type ChangeRequestItem } from '@machines/change-request';
import type { SnapshotFrom } from 'xstate';
import {
  acceptedBooking,
  changeBooking,
  changeRequest,
  changeRequestInput,
  twoMoreNightsCosts,
  unansweredBooking,
} from '../../machines/change-request/change-request.fixtures';
import { doneEvent } from '../../machines/testing/model-coverage';
import { defineModel } from '../support/machine-replay/types';

/**
 * A booking's change of dates (machines/change-request) as the replay walks it
 * (docs/machine-replay.md, issue #15): the renter asks for two more nights on a confirmed booking,
 * sees the cost, sends, withdraws or has the owner answer in a browser of their own, confirms and
 * pays an accepted extension; the renter moves an unanswered request's dates at once; the owner
 * accepts or declines a request the renter sent. Dates are the fixtures' (a booking of 10–17
 * June): the map moves them onto the sandbox booking's own dates by the same number of days.
 */

type Snapshot = SnapshotFrom<typeof changeRequestMachine>;

/** Which of the booking's requests is answered, and how. */
const answered = (booking: ChangeBooking, status: ChangeRequestItem['status']): ChangeBooking['requests'] =>
  booking.requests.map((request) => (request.status === 'pending' ? { ...request, status } : request));

/** A new request is the newest: the page lists the requests newest first. */
const sent = (s: Snapshot): ChangeBooking => {
  const { booking, draft } = s.context;
  const count = booking.requests.length;
  const request = changeRequest({
    id: 400 + count,
    newFromDate: draft.fromDate,
    newToDate: draft.toDate,
    message: draft.message.trim() || null,
    createdAt: `2026-06-01T1${count}:00:00.000Z`,
  });
  return { ...booking, requests: [...booking.requests, request] };
};

const events: ChangeRequestEvent[] = [
  { type: 'OPEN' },
  // Two more nights at the end (17 → 19 June): the only new dates the walk chooses.
  { type: 'DATES_CHANGED', fromDate: '2026-06-10', toDate: '2026-06-19' },
  { type: 'MESSAGE_CHANGED', message: 'Two more nights, please.' },
  // 002 §5: refused by the field, the text kept.
  { type: 'MESSAGE_CHANGED', message: 'Call me on +46 70 123 45 67' },
  { type: 'SUBMIT_DATES' },
  { type: 'SEND' },
  { type: 'ACCEPT' },
  { type: 'DECLINE' },
  { type: 'WITHDRAW' },
  { type: 'CONFIRM_EXTENSION' },
  { type: 'PAID' },
  { type: 'CLOSE' },
  // The other party answers in a browser of their own; the page's poll brings it in.
  { type: 'BOOKING_UPDATED', booking: acceptedBooking() },
  { type: 'BOOKING_UPDATED', booking: changeBooking({ requests: [changeRequest({ status: 'denied' })] }) },
  { type: 'BOOKING_UPDATED', booking: changeBooking({ requests: [changeRequest({ status: 'cancelled' })] }) },
];

/** The dialog keeps what the renter typed in this browser (draft-storage) while it is open. */
const keptDraft = (s: Snapshot) => (s.context.role === 'renter' && (s.matches('editing') || s.matches('quoting') || s.matches('quoted')) ? s.context.draft : undefined);

export const changeRequestModel = defineModel({
  machine: changeRequestMachine,
  events,
  outcomes: {
    quote: () => doneEvent('quote', twoMoreNightsCosts()),
    send: (s) => doneEvent('send', sent(s)),
    moveDates: (s) => doneEvent('moveDates', { ...s.context.booking, fromDate: s.context.draft.fromDate, toDate: s.context.draft.toDate }),
    // An accepted extension that costs more waits for the renter's confirmation (001 §4).
    answer: (s) => {
      const { booking, answer } = s.context;
      const pending = booking.requests.find((request) => request.status === 'pending');
      if (answer === 'accept' && pending) {
        // The sandbox moves the booking to the new dates at once; the difference waits (001 §4).
        return doneEvent('answer', { ...booking, fromDate: pending.newFromDate, toDate: pending.newToDate, extensionPending: true, requests: answered(booking, 'accepted') });
      }
      return doneEvent('answer', { ...booking, requests: answered(booking, answer === 'deny' ? 'denied' : 'cancelled') });
    },
    confirmExtension: (s) =>
      doneEvent('confirmExtension', { ...s.context.booking, extensionPending: false, differenceDue: { installmentId: 45, amount: twoMoreNightsCosts().difference } }),
  },
  // A reload reads the booking as it is, and the renter's kept draft reopens the dialog.
  restart: (s) => {
    const draft = keptDraft(s);
    return { role: s.context.role, booking: s.context.booking, rules: s.context.rules, now: s.context.now, ...(draft ? { draft } : {}) };
  },
  serialize: (s) =>
    JSON.stringify([
      s.value,
      s.context.role,
      s.context.booking.kind,
      s.context.booking.fromDate,
      s.context.booking.toDate,
      s.context.booking.extensionPending,
      s.context.booking.differenceDue?.installmentId,
      // The page shows the newest request first; how many came before it changes nothing (and keeps the walk finite).
      s.context.booking.requests.at(-1)?.status,
      s.context.booking.requests.at(-1)?.createdBy,
      s.context.draft,
      s.context.draftKept,
      s.context.showErrors,
      s.context.dateErrors,
      s.context.messageRefused,
      s.context.costs?.difference,
      s.context.failure?.slug,
      s.context.answer,
    ]),
  view: (s) => selectChangeRequestView(s),
  // The author and the answerer see a pending request differently; the owner has no "Change the dates".
  variant: (s) => s.context.role,
  starts: {
    /** renter@ opens a confirmed booking of their own, a month and more ahead. */
    renter: changeRequestInput(),
    /** renter@ opens a request the owner has not answered, not paid yet: its dates move at once. */
    renterUnanswered: changeRequestInput({ booking: unansweredBooking() }),
    /** The owner opens a confirmed booking whose renter asks for new dates. */
    ownerPending: changeRequestInput({ role: 'owner', booking: changeBooking({ requests: [changeRequest()] }) }),
  },
});
