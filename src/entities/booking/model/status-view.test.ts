import { describe, expect, it } from 'vitest';
import type { BookingExpiry, BookingStatus } from './types';
import { STATUS_VIEWS, phaseOf, statusViewOf } from './status-view';

const booking = (ecommerceStatus: BookingStatus, isAccepted: boolean, expiry: BookingExpiry | null = null) => ({ ecommerceStatus, isAccepted, expiry });

describe('progress bar steps (001 §2: requested, accepted, confirmed, active, completed, declined, cancelled, expired)', () => {
  it.each([
    ['draft', false, 'requested'],
    ['pending_confirmation', false, 'requested'],
    ['pending_confirmation', true, 'accepted'],
    ['confirmed', true, 'confirmed'],
    ['active', true, 'active'],
    ['ended', true, 'active'],
    ['completed', true, 'completed'],
    ['canceled_by_owner', false, 'declined'],
    ['canceled_by_owner', true, 'cancelled'],
    ['canceled_by_renter', false, 'cancelled'],
    ['canceled_by_renter', true, 'cancelled'],
    ['canceled_by_system', true, 'cancelled'],
  ] as const)('%s (accepted: %s) shows %s for both parties', (status, isAccepted, step) => {
    expect(statusViewOf('renter', booking(status, isAccepted)).progress).toBe(step);
    expect(statusViewOf('owner', booking(status, isAccepted)).progress).toBe(step);
  });

  it('shows expired when the system cancelled an unanswered or unpaid booking', () => {
    expect(statusViewOf('renter', booking('canceled_by_system', false, 'unanswered')).progress).toBe('expired');
    expect(statusViewOf('renter', booking('canceled_by_system', true, 'unpaid')).progress).toBe('expired');
  });
});

describe('phases (001 §4 list statuses: also accepted, expired, unanswered; a refused request is declined)', () => {
  it('derives accepted, declined, unanswered and expired', () => {
    expect(phaseOf(booking('pending_confirmation', true))).toBe('accepted');
    expect(phaseOf(booking('canceled_by_owner', false))).toBe('declined');
    expect(phaseOf(booking('canceled_by_system', false, 'unanswered'))).toBe('unanswered');
    expect(phaseOf(booking('canceled_by_system', true, 'unpaid'))).toBe('expired');
  });

  it('keeps the status otherwise', () => {
    expect(phaseOf(booking('pending_confirmation', false))).toBe('pendingConfirmation');
    expect(phaseOf(booking('canceled_by_system', true))).toBe('canceledBySystem');
    expect(phaseOf(booking('confirmed', true))).toBe('confirmed');
  });
});

describe('what each role is offered (001 §4, §6)', () => {
  it('offers the owner accept, decline and more time on a request, and the renter withdrawal (and paying what is due)', () => {
    expect(STATUS_VIEWS.owner.pendingConfirmation.actions).toEqual(['accept', 'decline', 'extend']);
    expect(STATUS_VIEWS.renter.pendingConfirmation.actions).toEqual(['pay', 'withdraw']);
  });

  it('offers the renter of an accepted booking only the payment (no cancellation while accepted but unconfirmed)', () => {
    expect(STATUS_VIEWS.renter.accepted.actions).toEqual(['pay']);
  });

  it('lists drafts as unfinished for the renter, and every ended booking in the past', () => {
    expect(STATUS_VIEWS.renter.draft.group).toBe('unfinished');
    for (const role of ['renter', 'owner'] as const) {
      for (const phase of ['completed', 'declined', 'unanswered', 'expired', 'canceledByOwner', 'canceledByRenter', 'canceledBySystem'] as const) {
        expect(STATUS_VIEWS[role][phase].group).toBe('past');
        expect(STATUS_VIEWS[role][phase].actions).toEqual([]);
      }
    }
  });
});
