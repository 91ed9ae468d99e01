import type { SnapshotFrom } from 'xstate';
import { extraCostsTotal, handoverDraftErrors, withServiceFee, type HandoverBlocker, type HandoverBooking, type HandoverDraft, type HandoverExtraCharge, type HandoverField, type HandoverFieldError } from '@/entities/booking';
import type { Failure } from '@/shared/lib/flow';
import type { handoverMachine } from './handover.machine';

export type HandoverState =
  | 'routing'
  | 'blocked'
  | 'intro'
  | 'documenting'
  | 'waitingForPhotos'
  | 'finalizing'
  | 'awaitingRenter'
  | 'awaitingOwner'
  | 'reviewing'
  | 'approving'
  | 'requestingUpdate'
  | 'completed';

const STATES: readonly HandoverState[] = ['routing', 'blocked', 'intro', 'documenting', 'waitingForPhotos', 'finalizing', 'awaitingRenter', 'awaitingOwner', 'reviewing', 'approving', 'requestingUpdate', 'completed'];

export interface HandoverView {
  state: HandoverState;
  role: 'owner' | 'renter';
  booking: HandoverBooking;
  blockers: HandoverBlocker[];
  draft: HandoverDraft;
  /** The fields' errors once a SUBMIT was refused, as they stand now. */
  errors: Partial<Record<HandoverField, HandoverFieldError>>;
  /** A call runs: the controls are locked. */
  busy: boolean;
  failure: Failure | null;
  photosWaiting: number;
  /**
   * Check-out's extra costs: the owner's (in the draft, not sent yet) or, once sent, the ones the
   * renter approves; each with what the renter pays, and their sums, which add up to the minor unit.
   */
  extraCosts: { charges: Omit<HandoverExtraCharge, 'id'>[]; amount: number; fee: number; total: number };
}

function extraCostsOf({ role, booking, draft }: SnapshotFrom<typeof handoverMachine>['context']): HandoverView['extraCosts'] {
  const charges = role === 'owner' && !booking.ownerDone ? draft.extraCharges.map((c) => withServiceFee(c, booking.feeFraction)) : booking.extraCharges;
  return { charges, ...extraCostsTotal(charges) };
}

/** What the check-in or check-out page shows in a snapshot of the machine. */
export function selectHandoverView(snapshot: SnapshotFrom<typeof handoverMachine>): HandoverView {
  const state = STATES.find((name) => snapshot.matches(name)) ?? 'routing';
  const { context } = snapshot;
  const errors = context.showErrors ? handoverDraftErrors(context.draft, { phase: context.booking.phase, cashDeposit: context.booking.cashDeposit, checkinMileage: context.booking.checkinMileage }) : {};
  return {
    state,
    role: context.role,
    booking: context.booking,
    blockers: context.booking.blockers,
    draft: context.draft,
    errors,
    busy: state === 'finalizing' || state === 'approving' || state === 'requestingUpdate',
    failure: context.failure,
    photosWaiting: context.photosWaiting,
    extraCosts: extraCostsOf(context),
  };
}
