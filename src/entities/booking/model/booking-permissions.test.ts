import { describe, expect, it } from 'vitest';
import {
  canAddAdditionalDrivers,
  canAddLateExtraCharge,
  canBuyDeductibleBuydown,
  canOwnerAnswer,
  canOwnerCancel,
  canRenterCancel,
  canRenterWithdraw,
  hasStarted,
  isOpen,
  onlySupportCancelsConfirmed,
  renterCancellationKind,
} from './booking-permissions';
import type { BookingState, BookingStatus } from './types';

const ALL_STATUSES: BookingStatus[] = [
  'draft',
  'pending_confirmation',
  'confirmed',
  'active',
  'ended',
  'completed',
  'canceled_by_owner',
  'canceled_by_renter',
  'canceled_by_system',
];

const requested: BookingState = { ecommerceStatus: 'pending_confirmation', isAccepted: false };
const accepted: BookingState = { ecommerceStatus: 'pending_confirmation', isAccepted: true };
const confirmed: BookingState = { ecommerceStatus: 'confirmed', isAccepted: true };
const active: BookingState = { ecommerceStatus: 'active', isAccepted: true };

const now = new Date('2026-06-01T12:00:00Z');

describe('open bookings (001 §4)', () => {
  it('is open when pending, confirmed or active', () => {
    expect(ALL_STATUSES.filter((ecommerceStatus) => isOpen({ ecommerceStatus }))).toEqual(['pending_confirmation', 'confirmed', 'active']);
  });

  it('has started from the start day (UTC)', () => {
    expect(hasStarted({ fromDate: '2026-06-02' }, now)).toBe(false);
    expect(hasStarted({ fromDate: '2026-06-01' }, now)).toBe(true);
  });
});

describe('renter withdraw and cancel (001 §4)', () => {
  it('lets the renter withdraw until accepted', () => {
    expect(canRenterWithdraw(requested)).toBe(true);
    expect(canRenterWithdraw(accepted)).toBe(false);
    expect(canRenterWithdraw(confirmed)).toBe(false);
  });

  it('allows cancel when open, not active and not accepted-but-unconfirmed', () => {
    expect(canRenterCancel(requested)).toBe(true);
    expect(canRenterCancel(accepted)).toBe(false);
    expect(canRenterCancel(confirmed)).toBe(true);
    expect(canRenterCancel(active)).toBe(false);
    for (const ecommerceStatus of ['draft', 'ended', 'completed', 'canceled_by_owner', 'canceled_by_renter', 'canceled_by_system'] as const) {
      expect(canRenterCancel({ ecommerceStatus, isAccepted: true })).toBe(false);
    }
  });

  it('makes a not-yet-accepted request a withdrawal and a confirmed booking a cancellation', () => {
    expect(renterCancellationKind(requested)).toBe('withdraw');
    expect(renterCancellationKind(accepted)).toBeUndefined();
    expect(renterCancellationKind(confirmed)).toBe('cancel');
    expect(renterCancellationKind(active)).toBeUndefined();
  });
});

describe('"only support can cancel a confirmed booking" (001 §1)', () => {
  it('sends the owner of a confirmed booking to support, while the renter may still cancel it', () => {
    expect(onlySupportCancelsConfirmed('owner', confirmed)).toBe(true);
    expect(onlySupportCancelsConfirmed('renter', confirmed)).toBe(false);
    expect(canRenterCancel(confirmed)).toBe(true);
  });

  it('lets the owner cancel only an accepted booking not yet confirmed by payment', () => {
    expect(canOwnerCancel(accepted)).toBe(true);
    expect(canOwnerCancel(requested)).toBe(false);
    expect(canOwnerCancel(confirmed)).toBe(false);
    expect(onlySupportCancelsConfirmed('owner', accepted)).toBe(false);
  });
});

describe('owner answer within 24 hours, +72 hours per extension (001 §9)', () => {
  const request = { ...requested, createdAt: '2026-06-01T00:00:00Z', responseDeadlineExtensions: 0 };

  it('answers only an unanswered request before the deadline', () => {
    expect(canOwnerAnswer(request, new Date('2026-06-01T23:59:59Z'))).toBe(true);
    expect(canOwnerAnswer(request, new Date('2026-06-02T00:00:00Z'))).toBe(false);
    expect(canOwnerAnswer({ ...request, responseDeadlineExtensions: 1 }, new Date('2026-06-04T23:59:59Z'))).toBe(true);
    expect(canOwnerAnswer({ ...request, isAccepted: true }, new Date('2026-06-01T01:00:00Z'))).toBe(false);
  });
});

describe('deductible buydown (001 §4)', () => {
  const booking = { ecommerceStatus: 'confirmed' as const, fromDate: '2026-06-10', hasPlatformInsurance: true, hasDeductibleBuydown: false };

  it('is allowed when pending or confirmed, insured, without buydown, not started', () => {
    expect(canBuyDeductibleBuydown(booking, undefined, now)).toBe(true);
    expect(canBuyDeductibleBuydown({ ...booking, ecommerceStatus: 'pending_confirmation' }, undefined, now)).toBe(true);
    expect(canBuyDeductibleBuydown({ ...booking, ecommerceStatus: 'active' }, undefined, now)).toBe(false);
    expect(canBuyDeductibleBuydown({ ...booking, hasPlatformInsurance: false }, undefined, now)).toBe(false);
    expect(canBuyDeductibleBuydown({ ...booking, hasDeductibleBuydown: true }, undefined, now)).toBe(false);
    expect(canBuyDeductibleBuydown({ ...booking, fromDate: '2026-06-01' }, undefined, now)).toBe(false);
  });

  it('needs no next payable installment, or a down payment or rental fee one', () => {
    expect(canBuyDeductibleBuydown(booking, { type: 'down_payment' }, now)).toBe(true);
    expect(canBuyDeductibleBuydown(booking, { type: 'rental_fee' }, now)).toBe(true);
    expect(canBuyDeductibleBuydown(booking, { type: 'additional_drivers' }, now)).toBe(false);
  });
});

describe('additional drivers and late extra charges (001 §4)', () => {
  it('adds drivers when open, not active and not started', () => {
    expect(canAddAdditionalDrivers({ ecommerceStatus: 'confirmed', fromDate: '2026-06-02' }, now)).toBe(true);
    expect(canAddAdditionalDrivers({ ecommerceStatus: 'pending_confirmation', fromDate: '2026-06-02' }, now)).toBe(true);
    expect(canAddAdditionalDrivers({ ecommerceStatus: 'confirmed', fromDate: '2026-06-01' }, now)).toBe(false);
    expect(canAddAdditionalDrivers({ ecommerceStatus: 'active', fromDate: '2026-06-02' }, now)).toBe(false);
    expect(canAddAdditionalDrivers({ ecommerceStatus: 'canceled_by_renter', fromDate: '2026-06-02' }, now)).toBe(false);
  });

  it('lets only the owner add a late extra charge once ended or completed, if allowed', () => {
    const ended = { ecommerceStatus: 'ended' as const, allowsAddingExtraCharges: true };
    expect(canAddLateExtraCharge('owner', ended)).toBe(true);
    expect(canAddLateExtraCharge('owner', { ...ended, ecommerceStatus: 'completed' })).toBe(true);
    expect(canAddLateExtraCharge('renter', ended)).toBe(false);
    expect(canAddLateExtraCharge('owner', { ...ended, allowsAddingExtraCharges: false })).toBe(false);
    expect(canAddLateExtraCharge('owner', { ...ended, ecommerceStatus: 'active' })).toBe(false);
  });
});
