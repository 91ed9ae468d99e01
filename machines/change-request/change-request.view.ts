import type { SnapshotFrom } from 'xstate';
import type { ChangeDatesError } from '@/entities/booking';
import type { changeRequestMachine } from './change-request.machine';
import type { ChangeBooking, ChangeCosts, ChangeDraft, ChangeRequestFailure, ChangeRequestItem } from './change-request.types';

export type ChangeRequestPhase =
  | 'idle'
  | 'editing'
  | 'quoting'
  | 'quoted'
  | 'sending'
  | 'movingDates'
  | 'datesMoved'
  | 'pending'
  | 'accepting'
  | 'declining'
  | 'withdrawing'
  | 'extension'
  | 'confirming'
  | 'paying'
  | 'paid';

const PHASES: readonly ChangeRequestPhase[] = [
  'idle',
  'editing',
  'quoting',
  'quoted',
  'sending',
  'movingDates',
  'datesMoved',
  'pending',
  'accepting',
  'declining',
  'withdrawing',
  'extension',
  'confirming',
  'paying',
  'paid',
];
const DIALOG: readonly ChangeRequestPhase[] = ['editing', 'quoting', 'quoted', 'sending', 'movingDates', 'datesMoved'];
const BUSY: readonly ChangeRequestPhase[] = ['quoting', 'sending', 'movingDates', 'accepting', 'declining', 'withdrawing', 'confirming'];

export interface ChangeRequestView {
  phase: ChangeRequestPhase;
  role: 'renter' | 'owner';
  booking: ChangeBooking;
  draft: ChangeDraft;
  /** The rule's findings on the dates, once they are to be shown. */
  dateErrors: ChangeDatesError[];
  messageRefused: boolean;
  costs: ChangeCosts | undefined;
  failure: ChangeRequestFailure | undefined;
  /** The change-request dialog is open. */
  dialogOpen: boolean;
  busy: boolean;
  pending: ChangeRequestItem | undefined;
  /** Every request of the booking, newest first. */
  requests: ChangeRequestItem[];
  /** The "change the dates" button: the renter, on a booking that takes a change, with none pending. */
  mayOpen: boolean;
  mayAnswer: boolean;
  mayWithdraw: boolean;
}

/** What the booking page shows of the change-request machine in a snapshot. */
export function selectChangeRequestView(snapshot: SnapshotFrom<typeof changeRequestMachine>): ChangeRequestView {
  const phase = PHASES.find((name) => snapshot.matches(name)) ?? 'idle';
  const { context } = snapshot;
  const pending = context.booking.requests.find((request) => request.status === 'pending');
  const answering = phase === 'pending' || phase === 'accepting' || phase === 'declining' || phase === 'withdrawing';
  return {
    phase,
    role: context.role,
    booking: context.booking,
    draft: context.draft,
    dateErrors: context.showErrors ? context.dateErrors : [],
    messageRefused: context.messageRefused,
    costs: context.costs,
    failure: context.failure,
    dialogOpen: DIALOG.includes(phase),
    busy: BUSY.includes(phase),
    pending,
    requests: [...context.booking.requests].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id),
    mayOpen: phase === 'idle' && context.role === 'renter' && context.booking.kind !== undefined,
    mayAnswer: answering && pending !== undefined && pending.createdBy !== context.role,
    mayWithdraw: answering && pending !== undefined && pending.createdBy === context.role,
  };
}
