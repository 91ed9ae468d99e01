import { describe, expect, it } from 'vitest';
import { acceptConflictsOf, declineReasonForTakenDates, takenByHoldsEveryNight, type VehicleBookingStay } from './overlapping-requests';

// The request the owner is about to accept: the nights of 10 to 14 July, back on the 15th.
const request = { id: 1, vehicleId: 41, fromDate: '2027-07-10', toDate: '2027-07-15' };
const stay = (id: number, fromDate: string, toDate: string, more: Partial<VehicleBookingStay> = {}): VehicleBookingStay => ({
  id,
  fromDate,
  toDate,
  ecommerceStatus: 'pending_confirmation',
  isAccepted: false,
  renterFirstName: `Renter ${id}`,
  ...more,
});

describe('requests and bookings in the way of accepting a request (001 §2 overlapping and unavailable dates)', () => {
  it('lists the other open requests sharing a night, first by start date, never the request itself', () => {
    const conflicts = acceptConflictsOf(request, [stay(1, '2027-07-10', '2027-07-15'), stay(3, '2027-07-14', '2027-07-20'), stay(2, '2027-07-05', '2027-07-11')], []);
    expect(conflicts.overlapping.map((r) => [r.bookingId, r.fromDate, r.toDate])).toEqual([
      [2, '2027-07-05', '2027-07-11'],
      [3, '2027-07-14', '2027-07-20'],
    ]);
    expect(conflicts.takenBy).toEqual([]);
    expect(conflicts.vehicleId).toBe(41);
  });

  it('leaves out a request that ends the day this one starts, or starts the day it ends (a changeover day)', () => {
    const conflicts = acceptConflictsOf(request, [stay(2, '2027-07-05', '2027-07-10'), stay(3, '2027-07-15', '2027-07-18')], []);
    expect(conflicts.overlapping).toEqual([]);
  });

  it('counts an accepted, confirmed or active booking on the same nights as taking them, and ignores ended and cancelled ones', () => {
    const conflicts = acceptConflictsOf(
      request,
      [
        stay(2, '2027-07-12', '2027-07-16', { isAccepted: true }),
        stay(3, '2027-07-01', '2027-07-11', { ecommerceStatus: 'confirmed', isAccepted: true }),
        stay(4, '2027-07-13', '2027-07-14', { ecommerceStatus: 'canceled_by_renter' }),
        stay(5, '2027-07-09', '2027-07-12', { ecommerceStatus: 'ended', isAccepted: true }),
      ],
      [],
    );
    expect(conflicts.overlapping).toEqual([]);
    expect(conflicts.takenBy.map((t) => t.kind === 'booking' && t.bookingId)).toEqual([3, 2]);
  });

  it('counts a blocked period that covers a night, both of its ends included', () => {
    expect(acceptConflictsOf(request, [], [{ fromDate: '2027-07-14', toDate: '2027-07-14', reason: 'own_use' }]).takenBy).toEqual([
      { kind: 'blocked', fromDate: '2027-07-14', toDate: '2027-07-14', reason: 'own_use' },
    ]);
    // Blocked from the day the renter brings it back: no night of the request.
    expect(acceptConflictsOf(request, [], [{ fromDate: '2027-07-15', toDate: '2027-07-20', reason: null }]).takenBy).toEqual([]);
    // Blocked up to the day the renter picks it up: that day is a night of the request.
    expect(acceptConflictsOf(request, [], [{ fromDate: '2027-07-01', toDate: '2027-07-10', reason: null }]).takenBy).toHaveLength(1);
  });
});

describe('the reason a decline of a request on taken dates starts with', () => {
  it('is "already rented out" when another booking holds the dates', () => {
    expect(declineReasonForTakenDates([{ kind: 'blocked', fromDate: '2027-07-10', toDate: '2027-07-11', reason: 'damaged' }, { kind: 'booking', bookingId: 2, renterFirstName: null, fromDate: '2027-07-12', toDate: '2027-07-16' }])).toBe('already_rented_out');
  });

  it('is the blocked period’s preset, or own use when it has none', () => {
    expect(declineReasonForTakenDates([{ kind: 'blocked', fromDate: '2027-07-10', toDate: '2027-07-11', reason: 'winter_storage' }])).toBe('winter_storage');
    expect(declineReasonForTakenDates([{ kind: 'blocked', fromDate: '2027-07-10', toDate: '2027-07-11', reason: 'selling' }])).toBe('selling_the_vehicle');
    expect(declineReasonForTakenDates([{ kind: 'blocked', fromDate: '2027-07-10', toDate: '2027-07-11', reason: null }])).toBe('own_use');
    expect(declineReasonForTakenDates([])).toBe('own_use');
  });
});

describe('whether a decline on taken dates has anything left to block (001 §9)', () => {
  // The request's nights are 10 to 14 July; the 15th is its end day.
  it('is nothing when blocked periods hold every night, the last period ending on the 14th', () => {
    expect(takenByHoldsEveryNight(request, [{ kind: 'blocked', fromDate: '2027-07-10', toDate: '2027-07-14', reason: null }])).toBe(true);
    expect(
      takenByHoldsEveryNight(request, [
        { kind: 'blocked', fromDate: '2027-07-01', toDate: '2027-07-11', reason: 'own_use' },
        { kind: 'booking', bookingId: 2, renterFirstName: null, fromDate: '2027-07-12', toDate: '2027-07-15' },
      ]),
    ).toBe(true);
  });

  it('is the free nights when something holds only some of them, a booking ending on the 14th leaving that night free', () => {
    expect(takenByHoldsEveryNight(request, [{ kind: 'blocked', fromDate: '2027-07-10', toDate: '2027-07-13', reason: null }])).toBe(false);
    expect(takenByHoldsEveryNight(request, [{ kind: 'booking', bookingId: 2, renterFirstName: null, fromDate: '2027-07-08', toDate: '2027-07-14' }])).toBe(false);
    expect(takenByHoldsEveryNight(request, [])).toBe(false);
  });
});
