import type { SnapshotFrom } from 'xstate';
import { currentOnboardingStep, onboardingProgress, type OnboardingRole, type OnboardingStep } from '@/entities/user';
import { onboardingFactsOf, onboardingRoleOf, stepsOf, type OnboardingFactsWithDraft } from './onboarding.facts';
import type { onboardingMachine } from './onboarding.machine';
import type { OnboardingFailure, OnboardingVehicle } from './onboarding.types';

export type OnboardingPhase = 'signed-out' | 'loading' | 'failed' | 'ready';
export type OnboardingModalPhase = 'closed' | 'open' | 'dismissing';

/** What the getting-started page, bar and modal show of the machine. */
export interface OnboardingView {
  phase: OnboardingPhase;
  role: OnboardingRole | undefined;
  steps: OnboardingStep[];
  current: OnboardingStep | undefined;
  progress: { done: number; total: number };
  facts: OnboardingFactsWithDraft | undefined;
  vehicles: OnboardingVehicle[];
  refreshing: boolean;
  modal: OnboardingModalPhase;
  failure: OnboardingFailure | undefined;
}

type Snapshot = SnapshotFrom<typeof onboardingMachine>;

function phaseOf(snapshot: Snapshot): OnboardingPhase {
  if (snapshot.matches('ready')) return 'ready';
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  return 'signed-out';
}

function modalOf(snapshot: Snapshot): OnboardingModalPhase {
  if (snapshot.matches({ ready: { modal: 'open' } })) return 'open';
  if (snapshot.matches({ ready: { modal: 'dismissing' } })) return 'dismissing';
  return 'closed';
}

export function selectOnboardingView(snapshot: Snapshot): OnboardingView {
  const { user, data, failure } = snapshot.context;
  const steps = stepsOf(user, data);
  return {
    phase: phaseOf(snapshot),
    role: onboardingRoleOf(user),
    steps,
    current: currentOnboardingStep(steps),
    progress: onboardingProgress(steps),
    facts: user ? onboardingFactsOf(user, data) : undefined,
    vehicles: data?.vehicles ?? [],
    refreshing: snapshot.matches({ ready: { data: 'refreshing' } }),
    modal: modalOf(snapshot),
    failure,
  };
}
