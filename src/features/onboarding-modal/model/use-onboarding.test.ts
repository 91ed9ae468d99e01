import { onboardingUser } from '@machines/onboarding/onboarding.fixtures';
import { describe, expect, it } from 'vitest';
import { sessionUserEvent } from './use-onboarding';

const owner = onboardingUser('owner');
const renter = onboardingUser('renter');

describe('the session\'s user as the onboarding machine\'s events', () => {
  it('signs in the first user and another user, with whether an admin acts as them', () => {
    expect(sessionUserEvent(owner, undefined, false)).toEqual({ type: 'SIGNED_IN', user: owner, isImpersonating: false });
    expect(sessionUserEvent(renter, owner, true)).toEqual({ type: 'SIGNED_IN', user: renter, isImpersonating: true });
  });

  it('updates the same user, signs out when the user is gone, and says nothing for a guest', () => {
    const updated = { ...owner, isFullyOnboarded: true };
    expect(sessionUserEvent(updated, owner, false)).toEqual({ type: 'USER_UPDATED', user: updated });
    expect(sessionUserEvent(undefined, owner, false)).toEqual({ type: 'SIGNED_OUT' });
    expect(sessionUserEvent(undefined, undefined, false)).toBeUndefined();
  });
});
