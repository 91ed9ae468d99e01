import { describe, expect, it } from 'vitest';
import { newBooking, transition, type BookingCommand, type SandboxBooking, type TransitionResult } from './booking-transitions';

const t0 = new Date('2026-03-01T10:00:00Z');
const hours = (h: number) => new Date(t0.getTime() + h * 3_600_000);

const draft = (overrides: Partial<SandboxBooking> = {}): SandboxBooking => ({
  ...newBooking({ bookingMethod: 'binding', fromDate: '2026-07-01', toDate: '2026-07-08', cancellationPolicy: 'standard' }, t0),
  ...overrides,
});

function run(booking: SandboxBooking, ...steps: [BookingCommand, Date][]): TransitionResult {
  let result: TransitionResult = { ok: true, booking, events: [] };
  for (const [command, at] of steps) {
    if (!result.ok) return result;
    result = transition(result.booking, command, at);
  }
  return result;
}

const booked = (result: TransitionResult): SandboxBooking => {
  if (!result.ok) throw new Error(`refused: ${result.slug}`);
  return result.booking;
};

const requested = () => booked(transition(draft(), { type: 'request' }, t0));
const accepted = () => booked(run(requested(), [{ type: 'accept' }, hours(1)]));
const confirmed = () => booked(run(accepted(), [{ type: 'pay', amount: 100_000 }, hours(2)]));

describe('request (001 §1, §4)', () => {
  it('sends a binding request to the owner: pending_confirmation, not accepted', () => {
    const result = transition(draft(), { type: 'request' }, t0);
    expect(result).toMatchObject({ ok: true, booking: { ecommerceStatus: 'pending_confirmation', isAccepted: false }, events: [{ type: 'created', actor: 'renter' }] });
  });

  it('accepts an instant booking at once, awaiting payment', () => {
    const booking = booked(transition(draft({ bookingMethod: 'instant' }), { type: 'request' }, t0));
    expect(booking).toMatchObject({ ecommerceStatus: 'pending_confirmation', isAccepted: true, acceptedAt: t0.toISOString() });
  });

  it('requests only a draft', () => {
    expect(transition(requested(), { type: 'request' }, t0)).toEqual({ ok: false, slug: 'booking_action_not_allowed' });
  });
});

describe('owner answer within 24 hours, extendable by 72 hours twice (001 §9)', () => {
  it('accepts within 24 hours', () => {
    expect(run(requested(), [{ type: 'accept' }, hours(23.99)])).toMatchObject({ ok: true, booking: { isAccepted: true }, events: [{ type: 'accepted_by_owner' }] });
    expect(run(requested(), [{ type: 'accept' }, hours(24)])).toEqual({ ok: false, slug: 'booking_action_not_allowed' });
  });

  it('extends by 72 hours at most twice', () => {
    const extendTwice = run(requested(), [{ type: 'extend_response_time' }, hours(1)], [{ type: 'extend_response_time' }, hours(90)]);
    expect(booked(extendTwice).responseDeadlineExtensions).toBe(2);
    expect(run(booked(extendTwice), [{ type: 'accept' }, hours(24 + 144 - 1)])).toMatchObject({ ok: true });
    expect(run(booked(extendTwice), [{ type: 'extend_response_time' }, hours(100)])).toEqual({ ok: false, slug: 'booking_action_not_allowed' });
  });

  it('confirms on acceptance when the first payment came with the request', () => {
    const paidRequest = booked(run(requested(), [{ type: 'pay', amount: 50_000 }, hours(0)]));
    expect(paidRequest.ecommerceStatus).toBe('pending_confirmation');
    expect(booked(run(paidRequest, [{ type: 'accept' }, hours(2)]))).toMatchObject({ ecommerceStatus: 'confirmed', confirmedAt: hours(2).toISOString() });
  });

  it('declines with an owner reason of 001 §9, refunding what was paid', () => {
    const paidRequest = booked(run(requested(), [{ type: 'pay', amount: 50_000 }, hours(0)]));
    const result = run(paidRequest, [{ type: 'decline', reason: 'already_rented_out' }, hours(3)]);
    expect(result).toMatchObject({
      ok: true,
      booking: { ecommerceStatus: 'canceled_by_owner', isAccepted: false, canceledBy: 'owner', cancellationReason: 'already_rented_out', refundAmount: 50_000 },
      events: [{ type: 'canceled_by_owner', actor: 'owner' }],
    });
    expect(run(requested(), [{ type: 'decline', reason: 'sickness' }, hours(3)])).toEqual({ ok: false, slug: 'validation_failed' });
    expect(run(accepted(), [{ type: 'decline', reason: 'own_use' }, hours(3)])).toEqual({ ok: false, slug: 'booking_action_not_allowed' });
  });
});

describe('expiry', () => {
  it('expires an unanswered request at the deadline as unanswered', () => {
    expect(run(requested(), [{ type: 'expire' }, hours(23)])).toEqual({ ok: false, slug: 'booking_action_not_allowed' });
    expect(run(requested(), [{ type: 'expire' }, hours(24)])).toMatchObject({
      ok: true,
      booking: { ecommerceStatus: 'canceled_by_system', expiry: 'unanswered', canceledBy: 'system' },
      events: [{ type: 'canceled_by_system', actor: 'system' }],
    });
  });

  it('expires an accepted booking still unpaid 48 hours after acceptance as unpaid', () => {
    expect(run(accepted(), [{ type: 'expire' }, hours(48)])).toEqual({ ok: false, slug: 'booking_action_not_allowed' });
    expect(run(accepted(), [{ type: 'expire' }, hours(49)])).toMatchObject({ ok: true, booking: { ecommerceStatus: 'canceled_by_system', expiry: 'unpaid' } });
  });

  it('never expires a confirmed booking', () => {
    expect(run(confirmed(), [{ type: 'expire' }, hours(500)])).toEqual({ ok: false, slug: 'booking_action_not_allowed' });
  });
});

describe('renter withdraw and cancel (001 §4, §9)', () => {
  it('withdraws until accepted with a withdraw reason, refunding in full', () => {
    expect(run(requested(), [{ type: 'withdraw', reason: 'no_response_from_owner' }, hours(5)])).toMatchObject({
      ok: true,
      booking: { ecommerceStatus: 'canceled_by_renter', cancellationReason: 'no_response_from_owner', refundAmount: 0 },
    });
    expect(run(requested(), [{ type: 'withdraw', reason: 'sickness' }, hours(5)])).toEqual({ ok: false, slug: 'validation_failed' });
    expect(run(accepted(), [{ type: 'withdraw', reason: 'plans_changed' }, hours(5)])).toEqual({ ok: false, slug: 'booking_not_cancelable' });
  });

  it('cannot cancel while accepted but unconfirmed, nor a request (that is a withdrawal)', () => {
    expect(run(accepted(), [{ type: 'cancel_by_renter', reason: 'sickness' }, hours(5)])).toEqual({ ok: false, slug: 'booking_not_cancelable' });
    expect(run(requested(), [{ type: 'cancel_by_renter', reason: 'sickness' }, hours(5)])).toEqual({ ok: false, slug: 'booking_not_cancelable' });
  });

  it('cancels a confirmed booking with the refund of the standard policy: 100% at 60 days, 75% at 30 days', () => {
    const sixtyDaysBefore = new Date('2026-05-02T12:00:00Z');
    const fortyDaysBefore = new Date('2026-05-22T12:00:00Z');
    const tenDaysBefore = new Date('2026-06-21T12:00:00Z');
    expect(booked(run(confirmed(), [{ type: 'cancel_by_renter', reason: 'sickness' }, sixtyDaysBefore])).refundAmount).toBe(100_000);
    expect(booked(run(confirmed(), [{ type: 'cancel_by_renter', reason: 'bought_my_own' }, fortyDaysBefore])).refundAmount).toBe(75_000);
    expect(booked(run(confirmed(), [{ type: 'cancel_by_renter', reason: 'plans_changed' }, tenDaysBefore])).refundAmount).toBe(0);
    expect(run(confirmed(), [{ type: 'cancel_by_renter', reason: 'no_response_from_owner' }, tenDaysBefore])).toEqual({ ok: false, slug: 'validation_failed' });
  });

  it('applies strict when the policy is unknown', () => {
    const booking = { ...confirmed(), cancellationPolicy: 'mystery' };
    expect(booked(run(booking, [{ type: 'cancel_by_renter', reason: 'sickness' }, new Date('2026-05-02T12:00:00Z')])).refundAmount).toBe(75_000);
  });
});

describe('owner and system cancellation (001 §1)', () => {
  it('lets the owner cancel an accepted booking before payment, but not a confirmed one (support only)', () => {
    expect(run(accepted(), [{ type: 'cancel_by_owner', reason: 'damaged' }, hours(5)])).toMatchObject({ ok: true, booking: { ecommerceStatus: 'canceled_by_owner' } });
    expect(run(confirmed(), [{ type: 'cancel_by_owner', reason: 'damaged' }, hours(5)])).toEqual({ ok: false, slug: 'booking_not_cancelable' });
  });

  it('cancels for a failed hold payment or an expired ID verification, refunding by policy', () => {
    const result = run(confirmed(), [{ type: 'cancel_by_system', reason: 'failed_hold_payment' }, new Date('2026-06-25T00:00:00Z')]);
    expect(result).toMatchObject({ ok: true, booking: { ecommerceStatus: 'canceled_by_system', cancellationReason: 'failed_hold_payment', refundAmount: 0, expiry: null } });
    expect(booked(run(confirmed(), [{ type: 'cancel_by_system', reason: 'id_verification_expired' }, new Date('2026-05-01T00:00:00Z')])).refundAmount).toBe(100_000);
    expect(run(confirmed(), [{ type: 'cancel_by_system', reason: 'other' }, hours(5)])).toEqual({ ok: false, slug: 'validation_failed' });
  });
});

describe('payment, start, end and completion', () => {
  it('confirms on the first payment after acceptance', () => {
    const result = run(accepted(), [{ type: 'pay', amount: 100_000 }, hours(2)]);
    expect(result).toMatchObject({ ok: true, booking: { ecommerceStatus: 'confirmed', paidAmount: 100_000 }, events: [{ type: 'installment_paid', data: { amount: 100_000 } }] });
    expect(run(accepted(), [{ type: 'pay', amount: 0 }, hours(2)])).toEqual({ ok: false, slug: 'validation_failed' });
  });

  it('records later installments without changing the status', () => {
    expect(booked(run(confirmed(), [{ type: 'pay', amount: 300_000 }, hours(3)]))).toMatchObject({ ecommerceStatus: 'confirmed', paidAmount: 400_000 });
  });

  it('starts on the start date, ends after the end date, then completes', () => {
    expect(run(confirmed(), [{ type: 'start' }, new Date('2026-06-30T23:00:00Z')])).toEqual({ ok: false, slug: 'booking_action_not_allowed' });
    const active = booked(run(confirmed(), [{ type: 'start' }, new Date('2026-07-01T06:00:00Z')]));
    expect(active.ecommerceStatus).toBe('active');
    expect(run(active, [{ type: 'end' }, new Date('2026-07-08T20:00:00Z')])).toEqual({ ok: false, slug: 'booking_action_not_allowed' });
    const ended = booked(run(active, [{ type: 'end' }, new Date('2026-07-09T00:00:00Z')]));
    expect(ended.ecommerceStatus).toBe('ended');
    expect(run(ended, [{ type: 'complete', withDeposit: true }, new Date('2026-07-11T00:00:00Z')])).toMatchObject({
      ok: true,
      booking: { ecommerceStatus: 'completed', completedAt: '2026-07-11T00:00:00.000Z' },
      events: [{ type: 'completed_with_deposit' }],
    });
    expect(run(ended, [{ type: 'complete', withDeposit: false }, hours(1)])).toMatchObject({ events: [{ type: 'completed_without_deposit' }] });
  });

  it('refuses to cancel or pay once the booking is over', () => {
    const ended = { ...confirmed(), ecommerceStatus: 'ended' as const };
    expect(run(ended, [{ type: 'cancel_by_renter', reason: 'sickness' }, hours(5)])).toEqual({ ok: false, slug: 'booking_not_cancelable' });
    expect(run(ended, [{ type: 'pay', amount: 1 }, hours(5)])).toEqual({ ok: false, slug: 'booking_action_not_allowed' });
    expect(run({ ...confirmed(), ecommerceStatus: 'active' }, [{ type: 'cancel_by_system', reason: 'failed_hold_payment' }, hours(5)])).toEqual({
      ok: false,
      slug: 'booking_not_cancelable',
    });
  });
});
