import { describe, expect, it } from 'vitest';
import { holdsBarPlace, showsGettingStartedBar, type BarUser } from './bar-visibility';

const owner: BarUser = { role: 'owner', isOmocomMarket: true, isFullyOnboarded: false };
const draft = { isActive: false, activationCount: 0 };
const live = { isActive: true, activationCount: 1 };

describe('getting-started progress bar (002 §2.7)', () => {
  it('"Shown for a logged-in owner in an omocom market who is not fully onboarded or has never activated a vehicle"', () => {
    expect(showsGettingStartedBar('favorites', owner, [live])).toBe(true);
    expect(showsGettingStartedBar('favorites', { ...owner, isFullyOnboarded: true }, [draft])).toBe(true);
    expect(showsGettingStartedBar('favorites', { ...owner, isFullyOnboarded: true }, [])).toBe(true);
    expect(showsGettingStartedBar('favorites', { ...owner, isFullyOnboarded: true }, [draft, live])).toBe(false);
  });

  it('counts a vehicle activated once as activated (000 §4)', () => {
    expect(showsGettingStartedBar('favorites', { ...owner, isFullyOnboarded: true }, [{ isActive: false, activationCount: 2 }])).toBe(false);
  });

  it('is not shown outside omocom markets, to guests, or to renters ("Renters see no bar")', () => {
    expect(showsGettingStartedBar('favorites', { ...owner, isOmocomMarket: false }, [])).toBe(false);
    expect(showsGettingStartedBar('favorites', undefined, [])).toBe(false);
    expect(showsGettingStartedBar('favorites', { role: 'renter', isOmocomMarket: true, isFullyOnboarded: false }, [])).toBe(false);
  });

  it('"Messages, magazine and catch-all pages hide it", and so does home', () => {
    for (const route of ['index', 'messages', 'magazine', 'magazine-post', 'magazine-category', 'magazine-tag'] as const) {
      expect(showsGettingStartedBar(route, owner, [])).toBe(false);
    }
    expect(showsGettingStartedBar(undefined, owner, [])).toBe(false);
    expect(showsGettingStartedBar('getting-started', owner, [])).toBe(true);
    expect(showsGettingStartedBar('edit-vehicles', owner, [])).toBe(true);
  });

  it('holds its place before the vehicles are known only when it shows whatever they are', () => {
    expect(holdsBarPlace('favorites', owner)).toBe(true);
    expect(holdsBarPlace('favorites', { ...owner, isFullyOnboarded: true })).toBe(false);
    expect(holdsBarPlace('index', owner)).toBe(false);
    expect(holdsBarPlace('favorites', { ...owner, role: 'renter' })).toBe(false);
  });
});
