import { describe, expect, it } from 'vitest';
import { gettingStartedBadge } from './getting-started-badge';

describe('getting-started badge (spec 002 §4.4)', () => {
  it('is 1 for an owner with fewer than 2 vehicles who never activated one', () => {
    expect(gettingStartedBadge('owner', [])).toBe(1);
    expect(gettingStartedBadge('owner', [{ isActive: false, activationCount: 0 }])).toBe(1);
  });
  it('is 0 once a vehicle was activated, with 2 vehicles, or for renters', () => {
    expect(gettingStartedBadge('owner', [{ isActive: false, activationCount: 1 }])).toBe(0);
    expect(gettingStartedBadge('owner', [{ isActive: false }, { isActive: false }])).toBe(0);
    expect(gettingStartedBadge('renter', [])).toBe(0);
  });
});
