import type { RouteName } from '@/shared/routing';

export type OnboardingRole = 'renter' | 'owner';
export type OnboardingStepId = 'create-account' | 'verify-id' | 'about-me' | 'publish-vehicle';

/** `active` is a step under way; `todo` one not started; a user's current step is the first not done. */
export type OnboardingStepState = 'done' | 'active' | 'todo';

/** What the steps are decided from: the user, the owner's vehicles and the user's status. */
export interface OnboardingFacts {
  isIdVerified: boolean;
  isFullyOnboarded: boolean;
  vehicleCount: number;
  /** Some vehicle is active or was activated once (000 §4). */
  hasActiveVehicle: boolean;
  /** The owner received a first booking request or a first message. */
  hasBookingRequestOrMessage: boolean;
}

export interface OnboardingStep {
  id: OnboardingStepId;
  number: 1 | 2 | 3;
  state: OnboardingStepState;
  /**
   * The owner's ID verification is "delayed" (002 §4.4): the step is active once a vehicle is,
   * but verifying is needed only after a first booking request or message.
   */
  waiting: boolean;
}

const step = (id: OnboardingStepId, number: OnboardingStep['number'], state: OnboardingStepState, waiting = false): OnboardingStep => ({
  id,
  number,
  state,
  waiting,
});

/**
 * 002 §4.4 renter steps: 1 create account (always done); 2 verify ID (done when isIdVerified);
 * 3 about me (done when fully onboarded). The spec gives no "active" rule for renters: the first
 * step not done is the active one.
 */
export function renterSteps(facts: OnboardingFacts): OnboardingStep[] {
  const done: Record<'verify-id' | 'about-me', boolean> = { 'verify-id': facts.isIdVerified, 'about-me': facts.isFullyOnboarded };
  const next = !done['verify-id'] ? 'verify-id' : !done['about-me'] ? 'about-me' : undefined;
  const stateOf = (id: 'verify-id' | 'about-me'): OnboardingStepState => (done[id] ? 'done' : next === id ? 'active' : 'todo');
  return [step('create-account', 1, 'done'), step('verify-id', 2, stateOf('verify-id')), step('about-me', 3, stateOf('about-me'))];
}

/**
 * 002 §4.4 owner steps: 1 create account; 2 publish vehicle (done when any vehicle is active;
 * active when a first vehicle exists without an active one); 3 verify ID (done when fully
 * onboarded; active after a vehicle is active, delayed until a first booking request or message).
 */
export function ownerSteps(facts: OnboardingFacts): OnboardingStep[] {
  const publish: OnboardingStepState = facts.hasActiveVehicle ? 'done' : facts.vehicleCount > 0 ? 'active' : 'todo';
  const verify: OnboardingStepState = facts.isFullyOnboarded ? 'done' : facts.hasActiveVehicle ? 'active' : 'todo';
  return [
    step('create-account', 1, 'done'),
    step('publish-vehicle', 2, publish),
    step('verify-id', 3, verify, verify === 'active' && !facts.hasBookingRequestOrMessage),
  ];
}

export const onboardingSteps = (role: OnboardingRole, facts: OnboardingFacts): OnboardingStep[] =>
  role === 'owner' ? ownerSteps(facts) : renterSteps(facts);

/** The first step not done; none when onboarding is complete. */
export const currentOnboardingStep = (steps: readonly OnboardingStep[]): OnboardingStep | undefined => steps.find((s) => s.state !== 'done');

export function onboardingProgress(steps: readonly OnboardingStep[]): { done: number; total: number } {
  return { done: steps.filter((s) => s.state === 'done').length, total: steps.length };
}

/** 002 §4.4: the getting-started menu badge is 1 for an owner with fewer than 2 vehicles who never activated one. */
export function gettingStartedBadgeCount(role: string | undefined, vehicleCount: number, hasActiveVehicle: boolean): number {
  return role === 'owner' && vehicleCount < 2 && !hasActiveVehicle ? 1 : 0;
}

export interface StepLink {
  route: RouteName;
  params?: Record<string, string | number>;
}

/**
 * Where each step is done, best first; the page links to the first one that exists. The owner's
 * last step covers the whole profile ("fully onboarded"), so once the ID is verified it leads
 * to completing the profile.
 */
export function onboardingStepLinks(
  role: OnboardingRole,
  id: OnboardingStepId,
  facts: Pick<OnboardingFacts, 'isIdVerified'> & { draftVehicleId?: number | undefined },
): StepLink[] {
  switch (id) {
    case 'create-account':
      return [];
    case 'publish-vehicle': {
      const draft: StepLink[] = facts.draftVehicleId === undefined ? [] : [{ route: 'edit-vehicle', params: { id: facts.draftVehicleId } }];
      return [{ route: 'publish-vehicle' }, ...draft, { route: 'new-vehicle' }];
    }
    case 'verify-id':
      if (role === 'renter') return [{ route: 'verify-id' }];
      return facts.isIdVerified
        ? [{ route: 'owner-complete-profile' }, { route: 'profile' }]
        : [{ route: 'owner-verify-id' }, { route: 'verify-id' }];
    case 'about-me':
      return [{ route: 'about-you' }, { route: 'profile' }];
  }
}

/**
 * 002 §4.4: no onboarding modal on the renter sign-up and booking login routes. Ours: nor on
 * getting-started, which shows the same steps, nor on any step of the booking flow: a renter who
 * just signed up inside it is about to pay, and a modal over the price would stand in the way.
 */
export const ONBOARDING_MODAL_HIDDEN_ROUTES: readonly RouteName[] = [
  'create-account-renter',
  'getting-started',
  'book',
  'book-about-you',
  'book-customize',
  'book-insurance',
  'book-login',
  'book-verify-id',
  'book-purchase',
  'book-confirmation',
  'book-error',
];

export interface OnboardingModalInput {
  /** The route just opened; undefined for catch-all content pages. */
  route: RouteName | undefined;
  steps: readonly OnboardingStep[];
  role: OnboardingRole;
  facts: Pick<OnboardingFacts, 'isIdVerified'> & { draftVehicleId?: number | undefined };
  /** Steps the user closed the modal for. */
  dismissedSteps: readonly OnboardingStepId[];
  /** An obtrusive modal is waiting: it goes first. */
  obtrusivePending: boolean;
}

/**
 * 002 §4.4: the onboarding modal opens on route change for a signed-in user, except on the
 * renter sign-up and booking login routes. It opens only for a step the user can take now (not
 * the owner's waiting ID step), not once dismissed for that step, not on that step's own page,
 * and not while an obtrusive modal is waiting.
 */
export function opensOnboardingModal(input: OnboardingModalInput): boolean {
  const current = currentOnboardingStep(input.steps);
  if (!current || current.waiting || input.obtrusivePending) return false;
  if (input.dismissedSteps.includes(current.id)) return false;
  if (input.route !== undefined && ONBOARDING_MODAL_HIDDEN_ROUTES.includes(input.route)) return false;
  const ownPages = onboardingStepLinks(input.role, current.id, input.facts).map((link) => link.route);
  return input.route === undefined || !ownPages.includes(input.route);
}
