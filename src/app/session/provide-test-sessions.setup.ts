/**
 * Test setup only (Vitest's `setupFiles`, `.storybook/preview.tsx`): the session actors of
 * `@/entities/session/testing` run the real session machine, which the entity may not import.
 */
import { sessionMachine } from '@machines/session';
import { createActor } from 'xstate';
import type { SessionActor } from '@/entities/session';
import { provideTestSessions } from '@/entities/session/testing';
import { sessionActorsOf } from './session-actors';

provideTestSessions({
  withCalls: (calls) => createActor(sessionMachine.provide({ actors: sessionActorsOf(calls) })).start() satisfies SessionActor,
  ofTheApp: async () => {
    const { createSessionActor } = await import('./create-session-actor');
    const actor = await createSessionActor({ onEnded: () => undefined, onFailure: () => undefined });
    return actor.start();
  },
});
