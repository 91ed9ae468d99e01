import { handoverMachine, selectHandoverView, type HandoverEvent } from '@machines/handover';
import { EMPTY_HANDOVER_DRAFT } from '@/entities/booking';
import { completeDraft, documented, handoverBooking, ownerInput, renterInput } from '../../machines/handover/handover.fixtures';
import { doneEvent } from '../../machines/testing/model-coverage';
import { defineModel } from '../support/machine-replay/types';

/**
 * The check-in page as the replay walks it (docs/machine-replay.md), for the owner (with and
 * without a cash deposit) and the renter of a paid booking starting today, and for a renter whose
 * trip starts in three days. The other party's answer is sent through the API and brought in by
 * the page's poll (BOOKING_CHANGED). Photos are left to e2e/handover.spec.ts.
 */

const events: HandoverEvent[] = [
  { type: 'START' },
  { type: 'EDIT', patch: completeDraft() },
  { type: 'EDIT', patch: completeDraft({ depositPaidConfirmed: true }) },
  { type: 'SUBMIT' },
  { type: 'APPROVE' },
  { type: 'REQUEST_UPDATE' },
  // The owner sent the documentation; the renter asked for a correction; the renter approved.
  { type: 'BOOKING_CHANGED', booking: documented() },
  { type: 'BOOKING_CHANGED', booking: handoverBooking() },
  { type: 'BOOKING_CHANGED', booking: documented({ completed: true }) },
];

export const handoverModel = defineModel({
  machine: handoverMachine,
  events,
  outcomes: {
    // With a cash deposit the owner's confirmation completes the check-in at once (001 §4).
    finalize: (s) => doneEvent('finalize', s.context.booking.cashDeposit ? documented({ cashDeposit: true, completed: true }) : documented()),
    approve: () => doneEvent('approve', documented({ completed: true })),
    requestUpdate: () => doneEvent('requestUpdate', handoverBooking()),
  },
  // A reload reads the booking again; the owner's draft is kept on the device (forgotten once sent).
  restart: (s) => ({ role: s.context.role, booking: s.context.booking, draft: s.context.role === 'owner' && s.context.draft !== EMPTY_HANDOVER_DRAFT ? s.context.draft : null }),
  serialize: (s) => {
    const c = s.context;
    return JSON.stringify([s.value, c.role, c.booking.cashDeposit, c.booking.ownerDone, c.booking.completed, c.booking.blockers, c.draft.mileage !== '', c.draft.depositPaidConfirmed, c.showErrors]);
  },
  view: (s) => selectHandoverView(s),
  variant: (s) => s.context.role,
  starts: {
    owner: ownerInput(),
    ownerCash: ownerInput({ booking: handoverBooking({ cashDeposit: true }) }),
    renter: renterInput(),
    renterNotYet: renterInput({ booking: handoverBooking({ blockers: ['not_open'] }) }),
  },
});
