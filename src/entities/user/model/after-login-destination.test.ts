import { describe, expect, it } from 'vitest';
import {
  afterLoginDestination,
  decidesWithoutAccountData,
  type AfterLoginInput,
  type RenterBookingSummary,
} from './after-login-destination';

const renter = (bookings: RenterBookingSummary[], extra: Partial<AfterLoginInput> = {}): AfterLoginInput => ({
  role: 'renter',
  bookings,
  vehicles: [],
  renterAccess: true,
  ...extra,
});

const owner = (vehicles: AfterLoginInput['vehicles'], extra: Partial<AfterLoginInput> = {}): AfterLoginInput => ({
  role: 'owner',
  bookings: [],
  vehicles,
  renterAccess: true,
  ...extra,
});

const booking = (id: number, status: string, toDate = '2026-06-10', completedAt: string | null = null): RenterBookingSummary => ({
  id,
  status,
  toDate,
  completedAt,
});

const published = { isActive: true, activationCount: 2 };
const draft = { isActive: false, activationCount: 0 };
const deactivated = { isActive: false, activationCount: 3 };

describe('after login (002 §4.2)', () => {
  it('1. "A saved favourite vehicle is added to favourites and nothing else happens"', () => {
    expect(
      afterLoginDestination(renter([booking(1, 'confirmed')], { pendingFavoriteId: 42, redirectTarget: '/bookings/9' })),
    ).toEqual({ kind: 'stay', addFavorite: 42 });
    expect(afterLoginDestination(owner([published], { pendingFavoriteId: 7 }))).toEqual({ kind: 'stay', addFavorite: 7 });
  });

  it('a message a guest wrote to an owner keeps the user on its page, where it is sent (before rule 2 and the role rules)', () => {
    expect(
      afterLoginDestination(renter([booking(1, 'confirmed'), booking(2, 'pending_confirmation')], { hasPendingMessage: true, redirectTarget: '/bookings/9' })),
    ).toEqual({ kind: 'stay' });
    expect(afterLoginDestination(owner([draft], { hasPendingMessage: true }))).toEqual({ kind: 'stay' });
    // Rule 1 still comes first.
    expect(afterLoginDestination(renter([], { pendingFavoriteId: 5, hasPendingMessage: true }))).toEqual({ kind: 'stay', addFavorite: 5 });
    expect(decidesWithoutAccountData({ role: 'renter', hasPendingMessage: true })).toBe(true);
  });

  it('2. "Otherwise a stored redirect cookie is followed"', () => {
    expect(afterLoginDestination(renter([booking(1, 'confirmed')], { redirectTarget: '/messages/4' }))).toEqual({
      kind: 'path',
      path: '/messages/4',
    });
    expect(afterLoginDestination({ role: 'admin', bookings: [], vehicles: [], renterAccess: true, redirectTarget: '/login-as-user' })).toEqual({
      kind: 'path',
      path: '/login-as-user',
    });
  });

  it('3. "Renter with exactly one confirmed or active booking: that booking"', () => {
    expect(afterLoginDestination(renter([booking(5, 'confirmed'), booking(6, 'completed')]))).toEqual({
      kind: 'route',
      name: 'booking',
      params: { id: 5 },
    });
    expect(afterLoginDestination(renter([booking(8, 'active'), booking(9, 'canceled_by_owner')]))).toEqual({
      kind: 'route',
      name: 'booking',
      params: { id: 8 },
    });
  });

  it('3 comes before 4: one confirmed booking wins over other pending requests', () => {
    expect(afterLoginDestination(renter([booking(5, 'pending_confirmation'), booking(6, 'confirmed')]))).toEqual({
      kind: 'route',
      name: 'booking',
      params: { id: 6 },
    });
  });

  it('4. "Renter with several open bookings, or pending ones: the bookings list"', () => {
    // several open: two confirmed or active
    expect(afterLoginDestination(renter([booking(1, 'confirmed'), booking(2, 'active')]))).toEqual({ kind: 'route', name: 'bookings' });
    // pending ones: a single request awaiting the owner
    expect(afterLoginDestination(renter([booking(3, 'pending_confirmation')]))).toEqual({ kind: 'route', name: 'bookings' });
    expect(afterLoginDestination(renter([booking(3, 'pending_confirmation'), booking(4, 'completed')]))).toEqual({
      kind: 'route',
      name: 'bookings',
    });
  });

  it('5. "Renter with only completed bookings: the latest completed booking"', () => {
    expect(
      afterLoginDestination(
        renter([
          booking(1, 'completed', '2025-07-01', '2025-07-04T08:00:00Z'),
          booking(2, 'completed', '2026-05-01', '2026-05-03T08:00:00Z'),
          booking(3, 'completed', '2025-09-01', '2025-09-02T08:00:00Z'),
        ]),
      ),
    ).toEqual({ kind: 'route', name: 'booking', params: { id: 2 } });
  });

  it('5. cancelled or draft bookings do not stop completed ones from counting; the end date stands in for a missing completion time', () => {
    expect(
      afterLoginDestination(renter([booking(1, 'canceled_by_renter'), booking(2, 'completed', '2026-02-01'), booking(3, 'draft'), booking(4, 'completed', '2025-02-01')])),
    ).toEqual({ kind: 'route', name: 'booking', params: { id: 2 } });
  });

  it('a renter with no booking to show stays where they logged in', () => {
    expect(afterLoginDestination(renter([]))).toEqual({ kind: 'stay' });
    expect(afterLoginDestination(renter([booking(1, 'canceled_by_system'), booking(2, 'draft')]))).toEqual({ kind: 'stay' });
  });

  it('6. "Owner who never activated a vehicle: getting-started"', () => {
    expect(afterLoginDestination(owner([draft]))).toEqual({ kind: 'route', name: 'getting-started' });
    expect(afterLoginDestination(owner([]))).toEqual({ kind: 'route', name: 'getting-started' });
  });

  it('7. "Owner with an active vehicle and the renterAccess feature flag: owner-dashboard"', () => {
    expect(afterLoginDestination(owner([draft, published]))).toEqual({ kind: 'route', name: 'owner-dashboard' });
  });

  it('8. "Any other owner: edit-vehicles" — without renterAccess, or with no vehicle active now', () => {
    expect(afterLoginDestination(owner([published], { renterAccess: false }))).toEqual({ kind: 'route', name: 'edit-vehicles' });
    expect(afterLoginDestination(owner([deactivated, draft]))).toEqual({ kind: 'route', name: 'edit-vehicles' });
  });

  it('editors and admins have no rule of their own and stay', () => {
    expect(afterLoginDestination({ role: 'editor', bookings: [], vehicles: [], renterAccess: true })).toEqual({ kind: 'stay' });
    expect(afterLoginDestination({ role: 'admin', bookings: [], vehicles: [], renterAccess: true })).toEqual({ kind: 'stay' });
  });
});

describe('decidesWithoutAccountData', () => {
  it('skips loading bookings and vehicles when rule 1 or 2 applies, or the role has no rule', () => {
    expect(decidesWithoutAccountData({ role: 'renter', pendingFavoriteId: 3 })).toBe(true);
    expect(decidesWithoutAccountData({ role: 'owner', redirectTarget: '/account' })).toBe(true);
    expect(decidesWithoutAccountData({ role: 'admin' })).toBe(true);
    expect(decidesWithoutAccountData({ role: 'renter' })).toBe(false);
    expect(decidesWithoutAccountData({ role: 'owner' })).toBe(false);
  });
});
