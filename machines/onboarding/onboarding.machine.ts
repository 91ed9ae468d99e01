import { assign, fromPromise, not, setup } from 'xstate';
import { currentOnboardingStep, obtrusiveModalQueue, opensOnboardingModal, type OnboardingStepId } from '@/entities/user';
import { POLL_INTERVAL_MS } from '@/shared/config';
import { failureOf } from '@/shared/lib/flow';
import type { RouteName } from '@/shared/routing';
import { onboardingFactsOf, onboardingRoleOf, stepsOf } from './onboarding.facts';
import type { OnboardingFailure, OnboardingInput, OnboardingProgressData, OnboardingUser } from './onboarding.types';

export interface OnboardingContext {
  user?: OnboardingUser;
  isImpersonating: boolean;
  data?: OnboardingProgressData;
  /** The route shown now; undefined for catch-all content pages. */
  route?: RouteName;
  /** Steps dismissed in this session, on top of the saved ones. */
  dismissedSteps: OnboardingStepId[];
  failure?: OnboardingFailure;
  /** The machine's clock (ISO): from the input, moved on by TICK. */
  now: string;
}

export type OnboardingEvent =
  | { type: 'SIGNED_IN'; user: OnboardingUser; isImpersonating: boolean }
  | { type: 'USER_UPDATED'; user: OnboardingUser }
  | { type: 'SIGNED_OUT' }
  | { type: 'ROUTE_CHANGED'; route: RouteName | undefined }
  | { type: 'DISMISS' }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | { type: 'TICK'; now: string };

const allDismissed = (context: OnboardingContext): OnboardingStepId[] => [...(context.data?.dismissedSteps ?? []), ...context.dismissedSteps];

function opensModal(context: OnboardingContext): boolean {
  const role = onboardingRoleOf(context.user);
  if (!context.user || !role) return false;
  const facts = onboardingFactsOf(context.user, context.data);
  const obtrusive = obtrusiveModalQueue({
    user: context.user,
    isImpersonating: context.isImpersonating,
    vehicles: role === 'owner' ? context.data?.vehicles : [],
    route: context.route,
    now: new Date(context.now),
  });
  return opensOnboardingModal({
    route: context.route,
    steps: stepsOf(context.user, context.data),
    role,
    facts,
    dismissedSteps: allDismissed(context),
    obtrusivePending: obtrusive.length > 0,
  });
}

/**
 * A signed-in user's onboarding (002 §2.7, §4.4): loads what the steps need (the owner's
 * vehicles, the user's status, the saved dismissals), keeps it fresh by polling, and decides on
 * every route change whether the onboarding modal opens. The user comes from the session by
 * events, the time from the input and TICK; API calls are the actors the app provides.
 */
export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
  },
  actors: {
    loadProgress: fromPromise<OnboardingProgressData, { user: OnboardingUser }>(async () => {
      throw new Error('loadProgress is provided by the app');
    }),
    saveDismissal: fromPromise<undefined, { step: OnboardingStepId; userId: number }>(async () => undefined),
  },
  guards: {
    opensModal: ({ context }) => opensModal(context),
    hasActionableStep: ({ context }) => {
      const current = currentOnboardingStep(stepsOf(context.user, context.data));
      return current !== undefined && !current.waiting;
    },
  },
}).createMachine({
  id: 'onboarding',
  initial: 'signedOut',
  context: ({ input }) => ({ isImpersonating: false, dismissedSteps: [], now: input.now }),
  on: {
    TICK: { actions: assign({ now: ({ event }) => event.now }) },
    SIGNED_IN: {
      target: '.loading',
      reenter: true,
      actions: assign(({ event }) => ({ user: event.user, isImpersonating: event.isImpersonating, data: undefined, dismissedSteps: [], failure: undefined })),
    },
    SIGNED_OUT: {
      target: '.signedOut',
      actions: assign({ user: undefined, isImpersonating: false, data: undefined, dismissedSteps: [], failure: undefined }),
    },
    ROUTE_CHANGED: { actions: assign({ route: ({ event }) => event.route }) },
  },
  states: {
    signedOut: {},

    loading: {
      on: { USER_UPDATED: { actions: assign({ user: ({ event }) => event.user }) } },
      invoke: {
        id: 'loadProgress',
        src: 'loadProgress',
        input: ({ context }) => ({ user: context.user as OnboardingUser }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },

    failed: {
      on: {
        RETRY: { target: 'loading', actions: assign({ failure: undefined }) },
        USER_UPDATED: { actions: assign({ user: ({ event }) => event.user }) },
      },
    },

    ready: {
      type: 'parallel',
      on: { USER_UPDATED: { actions: assign({ user: ({ event }) => event.user }) } },
      states: {
        data: {
          initial: 'idle',
          states: {
            idle: {
              // 002 §4.6: user status and vehicles are polled while logged in.
              after: { [POLL_INTERVAL_MS]: 'refreshing' },
              on: { REFRESH: 'refreshing' },
            },
            refreshing: {
              invoke: {
                id: 'refreshProgress',
                src: 'loadProgress',
                input: ({ context }) => ({ user: context.user as OnboardingUser }),
                onDone: { target: 'idle', actions: assign({ data: ({ event }) => event.output }) },
                // A failed poll keeps what is shown; the next one tries again.
                onError: { target: 'idle' },
              },
            },
          },
        },
        modal: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'opensModal', target: 'open' }, { target: 'closed' }],
            },
            closed: {
              on: { ROUTE_CHANGED: { target: 'deciding', actions: assign({ route: ({ event }) => event.route }) } },
            },
            open: {
              // The step was taken meanwhile (new data) and nothing can be done now.
              always: { guard: not('hasActionableStep'), target: 'closed' },
              on: {
                // 002 §4.5: modals close on route change; this one opens again if it still applies.
                ROUTE_CHANGED: { target: 'deciding', actions: assign({ route: ({ event }) => event.route }) },
                DISMISS: {
                  target: 'dismissing',
                  actions: assign({
                    dismissedSteps: ({ context }) => {
                      const current = currentOnboardingStep(stepsOf(context.user, context.data));
                      return current ? [...context.dismissedSteps, current.id] : context.dismissedSteps;
                    },
                  }),
                },
              },
            },
            dismissing: {
              invoke: {
                id: 'saveDismissal',
                src: 'saveDismissal',
                input: ({ context }) => ({ step: context.dismissedSteps[context.dismissedSteps.length - 1] as OnboardingStepId, userId: context.user?.id ?? 0 }),
                // 002 §4.5: failed modal actions are swallowed; the dismissal holds for this session.
                onDone: 'closed',
                onError: 'closed',
              },
            },
          },
        },
      },
    },
  },
});
