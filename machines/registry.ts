import type { AnyStateMachine } from 'xstate';
import { obtrusiveModalsMachine } from './obtrusive-modals';
import { onboardingMachine } from './onboarding';
import { sessionMachine } from './session';

/** Every machine of the product: the story coverage test checks each state has a story. */
export const MACHINES: Record<string, AnyStateMachine> = {
  session: sessionMachine,
  onboarding: onboardingMachine,
  obtrusiveModals: obtrusiveModalsMachine,
};

/** States no user sees, with the reason they have no story. */
export const STATES_WITHOUT_STORY: Record<string, string> = {
  'onboarding.ready.modal.deciding': 'passed through on the way to open or closed; never rested in',
  'obtrusiveModals.deciding': 'passed through on the way to showing or idle; never rested in',
};
