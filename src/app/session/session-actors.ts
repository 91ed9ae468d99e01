import type { sessionMachine } from '@machines/session';
import { fromPromise } from 'xstate';
import type { SessionCalls } from '@/entities/session';

type Actors = Parameters<typeof sessionMachine.provide>[0]['actors'];

/** The session machine's actors from its calls: the API's in the app, a test's answers in tests. */
export const sessionActorsOf = (calls: SessionCalls) =>
  ({
    restore: fromPromise(() => calls.restore()),
    login: fromPromise(({ input }) => calls.login(input)),
    register: fromPromise(({ input }) => calls.register(input)),
    confirmSocial: fromPromise(({ input }) => calls.confirmSocial(input)),
    refresh: fromPromise(({ input }) => calls.refresh(input)),
    impersonate: fromPromise(({ input }) => calls.impersonate(input)),
    stopImpersonating: fromPromise(({ input }) => calls.stopImpersonating(input)),
    logout: fromPromise(({ input }) => calls.logout(input)),
  }) satisfies Actors;
