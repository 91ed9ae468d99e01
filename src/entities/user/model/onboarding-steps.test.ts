import { describe, expect, it } from 'vitest';
import {
  currentOnboardingStep,
  gettingStartedBadgeCount,
  onboardingProgress,
  onboardingStepLinks,
  onboardingSteps,
  opensOnboardingModal,
  ownerSteps,
  renterSteps,
  type OnboardingFacts,
  type OnboardingModalInput,
} from './onboarding-steps';

const fresh: OnboardingFacts = { isIdVerified: false, isFullyOnboarded: false, vehicleCount: 0, hasActiveVehicle: false, hasBookingRequestOrMessage: false };
const states = (steps: ReturnType<typeof renterSteps>) => steps.map((s) => `${s.id}:${s.state}${s.waiting ? ':waiting' : ''}`);

describe('renter steps (002 §4.4: "1 create account (always done); 2 verify ID (done when isIdVerified); 3 about me (done when fully onboarded)")', () => {
  it('has create account always done, and the next step active', () => {
    expect(states(renterSteps(fresh))).toEqual(['create-account:done', 'verify-id:active', 'about-me:todo']);
  });

  it('marks verify ID done when isIdVerified', () => {
    expect(states(renterSteps({ ...fresh, isIdVerified: true }))).toEqual(['create-account:done', 'verify-id:done', 'about-me:active']);
  });

  it('marks about me done when fully onboarded, whatever the ID', () => {
    expect(states(renterSteps({ ...fresh, isFullyOnboarded: true }))).toEqual(['create-account:done', 'verify-id:active', 'about-me:done']);
    expect(states(renterSteps({ ...fresh, isIdVerified: true, isFullyOnboarded: true }))).toEqual(['create-account:done', 'verify-id:done', 'about-me:done']);
  });
});

describe('owner steps (002 §4.4)', () => {
  it('"publish vehicle (done when any vehicle is active; active when a first vehicle exists without an active one)"', () => {
    expect(ownerSteps(fresh)[1]).toMatchObject({ id: 'publish-vehicle', state: 'todo' });
    expect(ownerSteps({ ...fresh, vehicleCount: 1 })[1]).toMatchObject({ state: 'active' });
    expect(ownerSteps({ ...fresh, vehicleCount: 2, hasActiveVehicle: true })[1]).toMatchObject({ state: 'done' });
  });

  it('"verify ID (done when fully onboarded; active after a vehicle is active, delayed)"', () => {
    expect(ownerSteps({ ...fresh, vehicleCount: 1 })[2]).toMatchObject({ id: 'verify-id', state: 'todo', waiting: false });
    expect(ownerSteps({ ...fresh, vehicleCount: 1, hasActiveVehicle: true })[2]).toMatchObject({ state: 'active', waiting: true });
    expect(ownerSteps({ ...fresh, vehicleCount: 1, hasActiveVehicle: true, isFullyOnboarded: true })[2]).toMatchObject({ state: 'done', waiting: false });
  });

  it('"Verifying ID is needed only once the owner gets a first booking request or first message"', () => {
    const live = { ...fresh, vehicleCount: 1, hasActiveVehicle: true };
    expect(ownerSteps(live)[2]?.waiting).toBe(true);
    expect(ownerSteps({ ...live, hasBookingRequestOrMessage: true })[2]?.waiting).toBe(false);
  });

  it('has create account always done', () => {
    expect(ownerSteps(fresh)[0]).toMatchObject({ id: 'create-account', number: 1, state: 'done' });
  });
});

describe('current step and progress', () => {
  it('is the first step not done, none when all are done', () => {
    expect(currentOnboardingStep(onboardingSteps('owner', { ...fresh, vehicleCount: 1 }))?.id).toBe('publish-vehicle');
    expect(currentOnboardingStep(onboardingSteps('renter', { ...fresh, isIdVerified: true }))?.id).toBe('about-me');
    expect(currentOnboardingStep(onboardingSteps('renter', { ...fresh, isIdVerified: true, isFullyOnboarded: true }))).toBeUndefined();
  });

  it('counts the steps done', () => {
    expect(onboardingProgress(onboardingSteps('owner', { ...fresh, vehicleCount: 1, hasActiveVehicle: true }))).toEqual({ done: 2, total: 3 });
  });
});

describe('getting-started badge (002 §4.4: "1 for an owner with fewer than 2 vehicles who never activated one")', () => {
  it('is 1 for an owner with no or one vehicle never activated', () => {
    expect(gettingStartedBadgeCount('owner', 0, false)).toBe(1);
    expect(gettingStartedBadgeCount('owner', 1, false)).toBe(1);
  });

  it('is 0 with 2 vehicles, once one was activated, and for anyone but owners', () => {
    expect(gettingStartedBadgeCount('owner', 2, false)).toBe(0);
    expect(gettingStartedBadgeCount('owner', 1, true)).toBe(0);
    expect(gettingStartedBadgeCount('renter', 0, false)).toBe(0);
    expect(gettingStartedBadgeCount(undefined, 0, false)).toBe(0);
  });
});

describe('step links', () => {
  it('leads the owner to publish, then to the draft, then to a new vehicle', () => {
    expect(onboardingStepLinks('owner', 'publish-vehicle', { isIdVerified: false, draftVehicleId: 7 })).toEqual([
      { route: 'publish-vehicle' },
      { route: 'edit-vehicle', params: { id: 7 } },
      { route: 'new-vehicle' },
    ]);
    expect(onboardingStepLinks('owner', 'publish-vehicle', { isIdVerified: false }).map((l) => l.route)).toEqual(['publish-vehicle', 'new-vehicle']);
  });

  it('leads the owner to verify the ID, or to complete the profile once verified', () => {
    expect(onboardingStepLinks('owner', 'verify-id', { isIdVerified: false }).map((l) => l.route)).toEqual(['owner-verify-id', 'verify-id']);
    expect(onboardingStepLinks('owner', 'verify-id', { isIdVerified: true }).map((l) => l.route)).toEqual(['owner-complete-profile', 'profile']);
  });

  it('leads the renter to verify-id and about-you, and nowhere for the account step', () => {
    expect(onboardingStepLinks('renter', 'verify-id', { isIdVerified: false }).map((l) => l.route)).toEqual(['verify-id']);
    expect(onboardingStepLinks('renter', 'about-me', { isIdVerified: true }).map((l) => l.route)).toEqual(['about-you', 'profile']);
    expect(onboardingStepLinks('renter', 'create-account', { isIdVerified: true })).toEqual([]);
  });
});

describe('onboarding modal on route change (002 §4.4: "opens on route change for a user with auth data, except on renter-signup and booking login routes")', () => {
  const owner: OnboardingModalInput = {
    route: 'index',
    steps: ownerSteps({ ...fresh, vehicleCount: 1 }),
    role: 'owner',
    facts: { isIdVerified: false, draftVehicleId: 3 },
    dismissedSteps: [],
    obtrusivePending: false,
  };

  it('opens for a step the user can take now', () => {
    expect(opensOnboardingModal(owner)).toBe(true);
    expect(opensOnboardingModal({ ...owner, route: undefined })).toBe(true);
  });

  it('does not open on the renter sign-up or booking login routes, nor on getting-started', () => {
    expect(opensOnboardingModal({ ...owner, route: 'create-account-renter' })).toBe(false);
    expect(opensOnboardingModal({ ...owner, route: 'book-purchase' })).toBe(false);
    expect(opensOnboardingModal({ ...owner, route: 'book-login' })).toBe(false);
    expect(opensOnboardingModal({ ...owner, route: 'getting-started' })).toBe(false);
  });

  it("does not open on the step's own page", () => {
    expect(opensOnboardingModal({ ...owner, route: 'edit-vehicle' })).toBe(false);
    expect(opensOnboardingModal({ ...owner, route: 'publish-vehicle' })).toBe(false);
  });

  it('does not open once dismissed for the step, nor while an obtrusive modal waits', () => {
    expect(opensOnboardingModal({ ...owner, dismissedSteps: ['publish-vehicle'] })).toBe(false);
    expect(opensOnboardingModal({ ...owner, dismissedSteps: ['verify-id'] })).toBe(true);
    expect(opensOnboardingModal({ ...owner, obtrusivePending: true })).toBe(false);
  });

  it("does not open for the owner's delayed ID step, nor when everything is done", () => {
    const waiting = ownerSteps({ ...fresh, vehicleCount: 1, hasActiveVehicle: true });
    expect(opensOnboardingModal({ ...owner, steps: waiting })).toBe(false);
    const needed = ownerSteps({ ...fresh, vehicleCount: 1, hasActiveVehicle: true, hasBookingRequestOrMessage: true });
    expect(opensOnboardingModal({ ...owner, steps: needed })).toBe(true);
    const done = ownerSteps({ ...fresh, vehicleCount: 1, hasActiveVehicle: true, isFullyOnboarded: true });
    expect(opensOnboardingModal({ ...owner, steps: done })).toBe(false);
  });
});
