import { describe, expect, it } from 'vitest';
import { listStatus, progressStep } from './booking-progress';

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
  ] as const)('%s (accepted: %s) shows %s', (status, isAccepted, step) => {
    expect(progressStep(status, isAccepted, false)).toBe(step);
  });

  it('shows expired when the system cancelled an unanswered or unpaid booking', () => {
    expect(progressStep('canceled_by_system', false, true)).toBe('expired');
    expect(progressStep('canceled_by_system', true, true)).toBe('expired');
  });
});

describe('list statuses (001 §4: also accepted, expired, unanswered)', () => {
  it('derives accepted, unanswered and expired', () => {
    expect(listStatus({ ecommerceStatus: 'pending_confirmation', isAccepted: true })).toBe('accepted');
    expect(listStatus({ ecommerceStatus: 'canceled_by_system', isAccepted: false, expiry: 'unanswered' })).toBe('unanswered');
    expect(listStatus({ ecommerceStatus: 'canceled_by_system', isAccepted: true, expiry: 'unpaid' })).toBe('expired');
  });

  it('keeps the status otherwise', () => {
    expect(listStatus({ ecommerceStatus: 'pending_confirmation', isAccepted: false })).toBe('pending_confirmation');
    expect(listStatus({ ecommerceStatus: 'canceled_by_system', isAccepted: true, expiry: null })).toBe('canceled_by_system');
    expect(listStatus({ ecommerceStatus: 'confirmed', isAccepted: true })).toBe('confirmed');
  });
});
