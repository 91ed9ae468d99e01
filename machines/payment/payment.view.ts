import type { SnapshotFrom } from 'xstate';
import type { PaymentFailure } from '@/entities/payment';
import type { paymentMachine } from './payment.machine';
import type { PaymentSelection } from './payment.types';

export type PaymentPhase = 'editing' | 'validating' | 'creatingPaymentMethod' | 'submitting' | 'authenticating' | 'awaitingOrder' | 'succeeded' | 'failed';

export interface PaymentView {
  phase: PaymentPhase;
  /** Something runs: the form is locked and the pay button spins. */
  busy: boolean;
  selection: PaymentSelection | undefined;
  failure: PaymentFailure | undefined;
  attempts: number;
  paymentId: number | undefined;
}

const PHASES: readonly PaymentPhase[] = ['editing', 'validating', 'creatingPaymentMethod', 'submitting', 'authenticating', 'awaitingOrder', 'succeeded', 'failed'];

/** What the pay form shows in a snapshot of the payment machine. */
export function selectPaymentView(snapshot: SnapshotFrom<typeof paymentMachine>): PaymentView {
  const phase = PHASES.find((name) => snapshot.matches(name)) ?? 'editing';
  return {
    phase,
    busy: phase !== 'editing' && phase !== 'failed' && phase !== 'succeeded',
    selection: snapshot.context.selection,
    failure: snapshot.context.failure,
    attempts: snapshot.context.attempts,
    paymentId: snapshot.context.payment?.id,
  };
}
