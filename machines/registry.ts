import type { AnyStateMachine } from 'xstate';
import { sessionMachine } from './session';

/** Every machine of the product: the story coverage test checks each state has a story. */
export const MACHINES: Record<string, AnyStateMachine> = {
  session: sessionMachine,
};

/** States no user sees, with the reason they have no story. */
export const STATES_WITHOUT_STORY: Record<string, string> = {};
