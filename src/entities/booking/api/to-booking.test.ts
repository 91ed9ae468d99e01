import { describe, expect, it } from 'vitest';
import type { BookingDto } from '../model/booking';
import { toBooking } from './to-booking';

const base = {
  id: 7,
  assetId: 3,
  assetSnapshot: { bookingMethod: 'binding', country: 'SE', subType: 'motorhome', isConsideredSwiss: false, maximumAuthorizedMass: 3500, isMotorized: true },
  ecommerceStatus: 'pending_confirmation',
  fromDate: '2027-02-20',
  toDate: '2027-02-27',
  nights: 7,
  currency: 'sek',
  totalPrice: 1_000_000,
  renter: { id: 1, firstName: 'Rita' },
  owner: { id: 2, firstName: 'Otto' },
  createdAt: '2026-11-20T09:00:00.000Z',
  requestStatus: 'requested',
  responseDeadlineExtensions: 1,
} as unknown as BookingDto;

const installment = (over: object) => ({ id: 1, orderId: 1, type: 'down_payment', status: 'payable', dueAt: '2026-11-20T09:00:00Z', amount: 250_000, currency: 'sek', ...over });

describe('toBooking', () => {
  it('maps a request awaiting the owner', () => {
    const booking = toBooking(base);
    expect(booking).toMatchObject({ id: 7, isAccepted: false, requestedAt: '2026-11-20T09:00:00.000Z', responseDeadlineExtensions: 1, expiry: null, acceptedAt: null });
  });

  it('takes the acceptance time from the history, else 48 hours before the payment deadline', () => {
    const accepted = { ...base, requestStatus: 'accepted', paymentDueAt: '2026-11-22T12:00:00.000Z' } as BookingDto;
    expect(toBooking(accepted).acceptedAt).toBe('2026-11-20T12:00:00.000Z');
    const history = [{ id: 1, type: 'accepted_by_owner', occurredAt: '2026-11-20T11:00:00.000Z' }] as never;
    expect(toBooking(accepted, history).acceptedAt).toBe('2026-11-20T11:00:00.000Z');
  });

  it('reads a lapse from the expired order: unanswered before acceptance, unpaid after', () => {
    const lapsed = { ...base, ecommerceStatus: 'canceled_by_system', order: { id: 1, bookingId: 7, status: 'expired', currency: 'sek', total: 0, ownersTotal: 0 } } as BookingDto;
    expect(toBooking(lapsed).expiry).toBe('unanswered');
    expect(toBooking({ ...lapsed, requestStatus: 'accepted' }).expiry).toBe('unpaid');
    expect(toBooking({ ...lapsed, cancellationReason: 'failed_hold_payment', canceledBy: 'system', order: { ...(lapsed.order as NonNullable<BookingDto['order']>), status: 'canceled' } }).expiry).toBeNull();
  });

  it('sums what was paid less refunds and finds the next payable installment (001 §4)', () => {
    const order = {
      id: 1,
      bookingId: 7,
      status: 'open',
      currency: 'sek',
      total: 1_000_000,
      ownersTotal: 850_000,
      installments: [
        installment({ id: 1, status: 'paid', amount: 250_000, refundedAmount: 50_000 }),
        installment({ id: 2, type: 'rental_fee', status: 'pending', amount: 750_000, dueAt: '2027-01-21T00:00:00Z' }),
        installment({ id: 3, type: 'deductible_buydown', status: 'payable', amount: 30_000, dueAt: '2026-11-21T00:00:00Z' }),
      ],
    };
    const booking = toBooking({ ...base, order } as BookingDto);
    expect(booking.paidAmount).toBe(200_000);
    expect(booking.nextPayableInstallment).toEqual({ id: 3, type: 'deductible_buydown', amount: 30_000 });
  });

  it('falls back to the strict policy when the vehicle has none (000 §3)', () => {
    expect(toBooking(base).cancellationPolicy).toBe('strict');
    expect(toBooking({ ...base, asset: { cancellationPolicy: 'flex' } } as unknown as BookingDto).cancellationPolicy).toBe('flex');
  });
});
