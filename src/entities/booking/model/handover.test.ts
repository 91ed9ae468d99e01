import { describe, expect, it } from 'vitest';
import { checkinBlockers, checkinDataOf, checkoutDataOf, EMPTY_HANDOVER_DRAFT, handoverDraftErrors, mileageError, toHandoverBooking } from './handover';

describe('checkinBlockers (001 §4, §5)', () => {
  it('lets a paid, open check-in of a verified renter go ahead', () => {
    expect(checkinBlockers({ isCheckinOpen: true, paidInFull: true, idVerificationNeeded: false })).toEqual([]);
  });
  it('names every reason, in order: before the start day, not paid in full, the ID not verified', () => {
    expect(checkinBlockers({ isCheckinOpen: false, paidInFull: false, idVerificationNeeded: true })).toEqual(['not_open', 'not_paid_in_full', 'id_not_verified']);
  });
});

describe('mileageError (001 §2)', () => {
  it('requires a whole, non-negative number of km', () => {
    expect(mileageError('')).toBe('required');
    expect(mileageError('  ')).toBe('required');
    expect(mileageError('12.5')).toBe('not_whole');
    expect(mileageError('abc')).toBe('not_whole');
    expect(mileageError('-1')).toBe('negative');
    expect(mileageError('10000001')).toBe('too_high');
    expect(mileageError('0')).toBeNull();
    expect(mileageError(' 45210 ')).toBeNull();
  });
  it('at check-out, is not below the check-in value (equal is fine)', () => {
    expect(mileageError('45209', 45210)).toBe('below_checkin');
    expect(mileageError('45210', 45210)).toBeNull();
  });
});

describe('handoverDraftErrors', () => {
  const complete = { ...EMPTY_HANDOVER_DRAFT, mileage: '45210', fuelEighths: 8, idLastFour: 'AB12', drivingLicenseChecked: true };
  it('asks at check-in for the meter, the fuel, exactly four characters of the licence and the licence check', () => {
    expect(handoverDraftErrors(EMPTY_HANDOVER_DRAFT, { phase: 'checkin', cashDeposit: false, checkinMileage: null })).toEqual({
      mileage: 'required',
      fuelEighths: 'fuel_required',
      idLastFour: 'id_last_four_length',
      drivingLicenseChecked: 'licence_not_checked',
    });
    expect(handoverDraftErrors({ ...complete, idLastFour: 'AB123' }, { phase: 'checkin', cashDeposit: false, checkinMileage: null })).toEqual({ idLastFour: 'id_last_four_length' });
    expect(handoverDraftErrors(complete, { phase: 'checkin', cashDeposit: false, checkinMileage: null })).toEqual({});
  });
  it('asks for the cash deposit only of a cash-deposit booking', () => {
    expect(handoverDraftErrors(complete, { phase: 'checkin', cashDeposit: true, checkinMileage: null })).toEqual({ depositPaidConfirmed: 'deposit_not_confirmed' });
    expect(handoverDraftErrors({ ...complete, depositPaidConfirmed: true }, { phase: 'checkin', cashDeposit: true, checkinMileage: null })).toEqual({});
  });
  it('at check-out, holds the mileage to the check-in value and asks nothing of the licence', () => {
    expect(handoverDraftErrors({ ...EMPTY_HANDOVER_DRAFT, mileage: '100', fuelEighths: 4 }, { phase: 'checkout', cashDeposit: false, checkinMileage: 200 })).toEqual({ mileage: 'below_checkin' });
  });
});

describe('checkinDataOf', () => {
  it('sends the meter in km, the fuel as a fraction and the deposit only with a cash deposit', () => {
    const draft = { ...EMPTY_HANDOVER_DRAFT, mileage: ' 45210', fuelEighths: 6, idLastFour: 'ab12', drivingLicenseChecked: true, depositPaidConfirmed: true };
    expect(checkinDataOf(draft, { cashDeposit: false })).toEqual({ mileage: 45210, fuelLevel: 0.75, drivingLicenseChecked: true, idLastFour: 'ab12' });
    expect(checkinDataOf(draft, { cashDeposit: true })).toMatchObject({ depositPaidConfirmed: true });
  });
});

describe('toHandoverBooking', () => {
  const dto = {
    id: 7,
    ecommerceStatus: 'confirmed' as const,
    hasCashDeposit: false,
    ownerCheckinDone: true,
    ownerCheckoutDone: false,
    checkinApprovedAt: null,
    checkoutApprovedAt: null,
    checkinData: { mileage: 45210, fuelLevel: 1 },
    checkoutData: null,
    checkinImages: [],
    checkoutImages: [],
  };
  const ready = { isCheckinOpen: true, paidInFull: true, idVerificationNeeded: false };
  it('reads the documented check-in waiting for the renter', () => {
    expect(toHandoverBooking(dto, 'checkin', ready)).toMatchObject({ ownerDone: true, completed: false, blockers: [], documented: { mileage: 45210, fuelLevel: 1, imageCount: 0 } });
  });
  it('lists the damages tied to the check-in for the renter once the owner sent it, and none before', () => {
    const damage = { id: 31, assetId: 4, location: 'Left rear bumper', description: 'A 10 cm scratch', courseOfEvents: '', compensationMode: 'none' as const, isResolved: false, images: [] };
    const withDamage = { ...dto, checkinDamages: [damage], checkoutDamages: [] };
    expect(toHandoverBooking(withDamage, 'checkin', ready).damages).toEqual([{ id: 31, location: 'Left rear bumper', description: 'A 10 cm scratch' }]);
    expect(toHandoverBooking({ ...withDamage, ownerCheckinDone: false }, 'checkin', ready).damages).toEqual([]);
    expect(toHandoverBooking(withDamage, 'checkout', ready).damages).toEqual([]);
  });
  it('has no blockers once approved', () => {
    expect(toHandoverBooking({ ...dto, checkinApprovedAt: '2026-11-20T10:00:00Z' }, 'checkin', { ...ready, paidInFull: false })).toMatchObject({ completed: true, blockers: [] });
  });
  it('keeps the check-in mileage as the floor of the check-out', () => {
    expect(toHandoverBooking({ ...dto, ecommerceStatus: 'active' }, 'checkout', { ...ready, isCheckinOpen: false })).toMatchObject({ ownerDone: false, blockers: [], checkinMileage: 45210 });
  });
  it('stops a check-out until the booking is active', () => {
    expect(toHandoverBooking(dto, 'checkout', ready).blockers).toEqual(['not_checked_in']);
  });
  it('gives the renter the check-out’s extra costs still to approve or pay, not the late ones', () => {
    const charge = { id: 1, bookingId: dto.id, category: 'fuel' as const, amount: 45_000, amountIncFee: 49_500, description: 'Tank not refilled', isLate: false };
    const extraCharges = [
      { ...charge, status: 'pending' as const },
      { ...charge, id: 2, status: 'paid' as const },
      { ...charge, id: 3, status: 'pending' as const, isLate: true },
    ];
    const booking = toHandoverBooking({ ...dto, ecommerceStatus: 'active', extraCharges, extraChargesServiceFeePercentage: 0.1 }, 'checkout', ready);
    expect(booking.extraCharges.map((c) => c.id)).toEqual([1]);
    expect(booking.feeFraction).toBe(0.1);
    expect(toHandoverBooking({ ...dto, extraCharges }, 'checkin', ready).extraCharges).toEqual([]);
  });
  it('tells the renter at check-out that the owner means to file an insurance claim', () => {
    expect(toHandoverBooking({ ...dto, ecommerceStatus: 'active', insuranceClaimIntent: true }, 'checkout', ready).insuranceClaimIntent).toBe(true);
    expect(toHandoverBooking({ ...dto, insuranceClaimIntent: true }, 'checkin', ready).insuranceClaimIntent).toBe(false);
  });
});

describe('checkoutDataOf', () => {
  it('sends the meter, the fuel and the extra costs the owner added', () => {
    const fuel = { category: 'fuel' as const, amount: 45_000, description: 'Tank not refilled' };
    expect(checkoutDataOf({ ...EMPTY_HANDOVER_DRAFT, mileage: ' 46022 ', fuelEighths: 4, extraCharges: [fuel] })).toEqual({ mileage: 46022, fuelLevel: 0.5, extraCharges: [fuel] });
    expect(checkoutDataOf({ ...EMPTY_HANDOVER_DRAFT, mileage: '46022', fuelEighths: 8 })).toEqual({ mileage: 46022, fuelLevel: 1 });
  });
});
