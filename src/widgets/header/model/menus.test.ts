import { describe, expect, it } from 'vitest';
import { userOf } from '@/shared/test';
import { guestMenu, isSmallSubMenu, mainMenu, onlyAvailable, profileMenu, type MenuInput, type MenuItem } from './menus';

const base: Omit<MenuInput, 'user'> = { vehicles: [], gettingStartedBadge: 0, actionableBookings: 0, unreadConversations: 0, renterAccess: true };
const ids = (items: MenuItem[]): string[] => items.flatMap((i) => (i.kind === 'submenu' ? [`${i.id}[${ids(i.items).join(',')}]`] : [i.id]));

describe('header menus (spec 002 §2.5)', () => {
  it('gives guests: rent out, rent, FAQ, magazine, sign up, log in', () => {
    expect(ids(guestMenu())).toEqual(['rent-out', 'rent', 'faq', 'magazine', 'sign-up', 'login']);
    expect(ids(mainMenu({ ...base, user: undefined }))).toEqual(ids(guestMenu()));
  });

  it('gives a renter: getting started, rent, bookings, messages, magazine', () => {
    expect(ids(mainMenu({ ...base, user: userOf('renter') }))).toEqual(['getting-started', 'rent', 'bookings', 'messages', 'magazine']);
  });

  it('gives an owner with a vehicle: all vehicles and the dashboard', () => {
    const items = mainMenu({ ...base, user: userOf('owner'), vehicles: [{ id: 1, isActive: true }] });
    expect(ids(items)).toEqual(['getting-started', 'all-vehicles', 'dashboard', 'bookings', 'messages', 'magazine']);
    expect(ids(mainMenu({ ...base, user: userOf('owner') }))).not.toContain('dashboard');
  });

  it('shows bookings only with the renterAccess feature', () => {
    expect(ids(mainMenu({ ...base, renterAccess: false, user: userOf('renter') }))).not.toContain('bookings');
  });

  it('carries the badges: getting started, actionable bookings, unread messages', () => {
    const items = mainMenu({ ...base, user: userOf('renter'), gettingStartedBadge: 1, actionableBookings: 2, unreadConversations: 3 });
    const badge = (id: string) => items.find((i) => i.id === id && i.kind === 'route');
    expect(badge('getting-started')).toMatchObject({ badge: 1 });
    expect(badge('bookings')).toMatchObject({ badge: 2 });
    expect(badge('messages')).toMatchObject({ badge: 3 });
  });

  it('gives admins and editors the guest menu without sign-up and log-in', () => {
    expect(ids(mainMenu({ ...base, user: userOf('admin') }))).toEqual(['rent-out', 'rent', 'faq', 'magazine']);
    expect(ids(mainMenu({ ...base, user: userOf('editor') }))).toEqual(['rent-out', 'rent', 'faq', 'magazine']);
  });

  it('profile menu of a renter: profile, favorites, account, FAQ, logout (reviews once there are some)', () => {
    expect(ids(profileMenu({ ...base, user: userOf('renter') }))).toEqual(['profile', 'favorites', 'payment-methods', 'account', 'faq', 'logout']);
    expect(ids(profileMenu({ ...base, user: userOf('renter', { reviewsCount: 2 }) }))).toContain('reviews');
  });

  it('payment methods for renters only (owners cannot book, 001 §6), and an admin viewing as a renter', () => {
    expect(ids(profileMenu({ ...base, user: userOf('owner') }))).not.toContain('payment-methods');
    expect(ids(profileMenu({ ...base, user: userOf('renter'), renterAccess: false }))).not.toContain('payment-methods');
    expect(ids(profileMenu({ ...base, user: userOf('admin') }))).not.toContain('payment-methods');
    expect(ids(profileMenu({ ...base, user: userOf('admin'), roleOverride: 'renter' }))).toContain('payment-methods');
  });

  it('profile menu of an owner: vehicles, economy with a bank account, a vehicle sub-menu when one vehicle is allowed', () => {
    const many = profileMenu({ ...base, user: userOf('owner', { canManageMultipleAssets: true, hasBankAccount: true }), vehicles: [{ id: 1, isActive: true }] });
    expect(ids(many)).toEqual(['profile', 'my-vehicles', 'favorites', 'economy[payouts,payout-reports,economy-settings]', 'account', 'faq', 'logout']);
    const single = profileMenu({ ...base, user: userOf('owner'), vehicles: [{ id: 9, isActive: true }] });
    expect(ids(single)[1]).toBe('my-vehicle[my-vehicles,my-vehicle]');
  });

  it('gives editors the admin-site link, and admins also login-as-user and the role overrides', () => {
    expect(ids(profileMenu({ ...base, user: userOf('editor') }))).toContain('admin-site');
    const admin = ids(profileMenu({ ...base, user: userOf('admin') }));
    expect(admin).toEqual(expect.arrayContaining(['admin-site', 'login-as-user', 'view-as-owner', 'view-as-renter', 'logout']));
  });

  it('an admin viewing as owner gets the owner items, and the override shows as pressed', () => {
    const items = profileMenu({ ...base, user: userOf('admin'), roleOverride: 'owner' });
    expect(ids(items)).toContain('my-vehicles');
    expect(items.find((i) => i.id === 'view-as-owner')).toMatchObject({ pressed: true });
  });

  it('calls a sub-menu of 3 items or fewer small', () => {
    expect(isSmallSubMenu(guestMenu().slice(0, 3))).toBe(true);
    expect(isSmallSubMenu(guestMenu().slice(0, 4))).toBe(false);
  });

  it('leaves out pages that do not exist yet, and flattens a sub-menu left with one item', () => {
    const items = profileMenu({ ...base, user: userOf('owner'), vehicles: [{ id: 9, isActive: true }] });
    const available = onlyAvailable(items, (name) => name !== 'edit-vehicle' && name !== 'favorites');
    expect(ids(available)).toEqual(['profile', 'my-vehicles', 'account', 'faq', 'logout']);
  });
});
