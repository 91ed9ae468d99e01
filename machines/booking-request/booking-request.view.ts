import type { SnapshotFrom } from 'xstate';
import type { Cart, CartStep } from '@/entities/cart';
import type { StepProgress } from '@/shared/lib/flow';
import { dateErrorsOf } from './booking-request.facts';
import type { bookingRequestMachine } from './booking-request.machine';
import { BOOKING_STEPS } from './booking-request.steps';
import type { BookingRenter, BookingRequestContext, DraftQuote, FlowStep, Payable } from './booking-request.types';
import type { BookingDateError } from '@/entities/booking';
import type { Failure } from '@/shared/lib/flow';

/** Where in the flow the machine is, as the page shows it. */
export type BookingRequestPhase =
  | 'resuming'
  | 'restoring'
  | 'dates'
  | 'aboutYou'
  | 'customize'
  | 'insurance'
  | 'login'
  | 'verifyId'
  | 'pricing'
  | 'review'
  | 'submitting'
  | 'paying'
  | 'confirmation'
  | 'error';

export interface BookingRequestView {
  phase: BookingRequestPhase;
  /** The step whose page (URL) shows the phase: sending and paying stay on the purchase page. */
  step: CartStep;
  progress: StepProgress<FlowStep | 'error'>;
  cart: Cart;
  renter: BookingRenter | null;
  quote: DraftQuote | null;
  payable: Payable | null;
  failure: Failure | null;
  paymentFailure: string | null;
  dateErrors: BookingDateError[];
  /** The vehicle's calendar is loaded, so the dates can be judged. */
  calendarKnown: boolean;
  /** A call runs: buttons wait. */
  busy: boolean;
  /** A step the renter may go back to with the flow's Back button. */
  canGoBack: boolean;
  /** Steps a link may open from here (the summary's "Change"): what the machine accepts a GO_TO for. */
  editable: Record<'dates' | 'about-you' | 'customize' | 'insurance', boolean>;
  now: string;
}

type Snapshot = SnapshotFrom<typeof bookingRequestMachine>;

const PHASES = ['resuming', 'restoring', 'dates', 'aboutYou', 'customize', 'insurance', 'login', 'verifyId', 'submitting', 'paying', 'confirmation', 'error'] as const;

function phaseOf(snapshot: Snapshot): BookingRequestPhase {
  if (snapshot.matches({ purchase: 'pricing' })) return 'pricing';
  if (snapshot.matches({ purchase: 'review' })) return 'review';
  if (snapshot.matches('checkingRenter')) return 'login';
  return PHASES.find((phase) => snapshot.matches(phase)) ?? 'resuming';
}

/** The step a phase is shown on: the cart's step, which every step state stamps on entry. */
function stepOf(phase: BookingRequestPhase, context: BookingRequestContext): CartStep {
  if (phase === 'submitting' || phase === 'paying' || phase === 'pricing' || phase === 'review') return 'purchase';
  return context.cart.currentCartStep;
}

/** What the booking flow's pages show and may do in a snapshot of the machine. */
export function selectBookingRequestView(snapshot: Snapshot): BookingRequestView {
  const { context } = snapshot;
  const phase = phaseOf(snapshot);
  const step = stepOf(phase, context);
  return {
    phase,
    step,
    progress: BOOKING_STEPS.progress(step, context, context.cart.stepsTaken),
    cart: context.cart,
    renter: context.renter,
    quote: context.quote,
    payable: context.payable,
    failure: context.failure,
    paymentFailure: context.paymentFailure,
    dateErrors: dateErrorsOf(context),
    calendarKnown: context.dateRules !== null,
    busy: phase === 'pricing' || phase === 'submitting' || phase === 'restoring' || phase === 'resuming',
    canGoBack: snapshot.can({ type: 'BACK' }),
    editable: {
      dates: snapshot.can({ type: 'GO_TO', step: 'dates' }),
      'about-you': snapshot.can({ type: 'GO_TO', step: 'about-you' }),
      customize: snapshot.can({ type: 'GO_TO', step: 'customize' }),
      insurance: snapshot.can({ type: 'GO_TO', step: 'insurance' }),
    },
    now: context.now,
  };
}
