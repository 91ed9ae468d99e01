import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { BOOKINGS, CONFLICTS, FIXTURE_LATER, FIXTURE_NOW, lifecycleBooking, lifecycleInput } from './booking-lifecycle.fixtures';
import { bookingLifecycleMachine } from './booking-lifecycle.machine';
import { permissionsOf, reasonsFor, refundPreviewOf, responseDeadlineOf, type Booking } from '@/entities/booking';
import type { AcceptConflicts, PerformActionInput } from './booking-lifecycle.types';
import { selectLifecycleView } from './booking-lifecycle.view';

const now = new Date(FIXTURE_NOW);

function start(
  input = lifecycleInput('owner'),
  perform: (input: PerformActionInput) => Promise<Booking> = async () => BOOKINGS.accepted,
  conflicts: () => Promise<AcceptConflicts> = async () => CONFLICTS.none,
) {
  const performAction = vi.fn(perform);
  const machine = bookingLifecycleMachine.provide({
    actors: {
      performAction: fromPromise<Booking, PerformActionInput>(({ input }) => performAction(input)),
      loadBooking: fromPromise<Booking, { bookingId: number }>(async () => BOOKINGS.confirmed),
      findConflicts: fromPromise<AcceptConflicts, { bookingId: number }>(() => conflicts()),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, performAction };
}

describe('booking lifecycle: status states', () => {
  it.each([
    ['draft', BOOKINGS.draft],
    ['pendingConfirmation', BOOKINGS.requested],
    [{ accepted: 'awaitingPayment' }, BOOKINGS.accepted],
    ['confirmed', BOOKINGS.confirmed],
    ['active', BOOKINGS.active],
    ['ended', BOOKINGS.ended],
    ['completed', BOOKINGS.completed],
    ['declined', BOOKINGS.declined],
    ['canceledByOwner', BOOKINGS.canceledByOwner],
    ['canceledByRenter', BOOKINGS.canceledByRenter],
    ['expired', BOOKINGS.expired],
    ['canceledBySystem', BOOKINGS.canceledBySystem],
  ] as const)('shows %j for its booking', (state, booking) => {
    const { actor } = start(lifecycleInput('renter', booking));
    expect(actor.getSnapshot().value).toEqual(state);
  });

  it('moves with the polled booking', () => {
    const { actor } = start(lifecycleInput('renter', BOOKINGS.requested));
    actor.send({ type: 'BOOKING_UPDATED', booking: BOOKINGS.accepted });
    expect(actor.getSnapshot().value).toEqual({ accepted: 'awaitingPayment' });
    actor.send({ type: 'BOOKING_UPDATED', booking: BOOKINGS.confirmed });
    expect(actor.getSnapshot().value).toBe('confirmed');
  });
});

describe('booking lifecycle: deadlines from timestamps (001 §9)', () => {
  it('gives the owner 24 hours from the request', () => {
    expect(responseDeadlineOf(BOOKINGS.requested)?.toISOString()).toBe('2026-11-21T09:00:00.000Z');
  });

  it('adds 72 hours per extension, at most twice', () => {
    expect(responseDeadlineOf(lifecycleBooking({ responseDeadlineExtensions: 1 }))?.toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(responseDeadlineOf(lifecycleBooking({ responseDeadlineExtensions: 2 }))?.toISOString()).toBe('2026-11-27T09:00:00.000Z');
  });

  it('lapses an unanswered request once the 24 hours are over', () => {
    const { actor } = start(lifecycleInput('owner', BOOKINGS.requested));
    actor.send({ type: 'TICK', now: '2026-11-21T08:59:59.000Z' });
    expect(actor.getSnapshot().value).toBe('pendingConfirmation');
    actor.send({ type: 'TICK', now: '2026-11-21T09:00:00.000Z' });
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().context.booking.expiry).toBe('unanswered');
  });

  it('lapses an accepted booking unpaid 48 hours after acceptance', () => {
    const { actor } = start(lifecycleInput('renter', BOOKINGS.accepted));
    actor.send({ type: 'TICK', now: '2026-11-22T08:59:59.000Z' });
    expect(actor.getSnapshot().value).toEqual({ accepted: 'awaitingPayment' });
    actor.send({ type: 'TICK', now: '2026-11-22T09:00:00.000Z' });
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().context.booking.expiry).toBe('unpaid');
  });

  it('lapses from a restored, long-past moment without any timer', () => {
    const { actor } = start(lifecycleInput('owner', BOOKINGS.requested, FIXTURE_LATER));
    expect(actor.getSnapshot().value).toBe('expired');
  });
});

describe('booking lifecycle: role guards (001 §4, §6)', () => {
  it('lets only the owner accept, decline and extend a request', () => {
    const owner = permissionsOf('owner', BOOKINGS.requested, now);
    const renter = permissionsOf('renter', BOOKINGS.requested, now);
    expect([owner.accept, owner.decline, owner.extend, owner.withdraw]).toEqual([true, true, true, false]);
    expect([renter.accept, renter.decline, renter.extend, renter.withdraw]).toEqual([false, false, false, true]);
  });

  it('allows no third extension', () => {
    expect(permissionsOf('owner', BOOKINGS.requestedExtendedTwice, now).extend).toBe(false);
    const { actor } = start(lifecycleInput('owner', BOOKINGS.requestedExtendedTwice));
    actor.send({ type: 'EXTEND' });
    expect(actor.getSnapshot().value).toBe('pendingConfirmation');
  });

  it('ignores a renter trying to accept', () => {
    const { actor } = start(lifecycleInput('renter'));
    actor.send({ type: 'ACCEPT' });
    actor.send({ type: 'DECLINE' });
    expect(actor.getSnapshot().value).toBe('pendingConfirmation');
  });

  it('lets the renter withdraw until accepted, not afterwards', () => {
    expect(permissionsOf('renter', BOOKINGS.requested, now).withdraw).toBe(true);
    expect(permissionsOf('renter', BOOKINGS.accepted, now).withdraw).toBe(false);
  });

  it('lets the renter cancel a confirmed booking but not an accepted, unpaid one or an active one', () => {
    expect(permissionsOf('renter', BOOKINGS.confirmed, now).cancel).toBe(true);
    expect(permissionsOf('renter', BOOKINGS.accepted, now).cancel).toBe(false);
    expect(permissionsOf('renter', BOOKINGS.active, now).cancel).toBe(false);
  });

  it('lets the owner cancel between acceptance and payment; a confirmed booking goes through support', () => {
    expect(permissionsOf('owner', BOOKINGS.accepted, now).cancel).toBe(true);
    const confirmed = permissionsOf('owner', BOOKINGS.confirmed, now);
    expect([confirmed.cancel, confirmed.cancelThroughSupport]).toEqual([false, true]);
  });

  it('lets the renter pay an accepted booking within 48 hours', () => {
    expect(permissionsOf('renter', BOOKINGS.accepted, now).pay).toBe(true);
    expect(permissionsOf('owner', BOOKINGS.accepted, now).pay).toBe(false);
    expect(permissionsOf('renter', BOOKINGS.accepted, new Date('2026-11-22T09:00:00Z')).pay).toBe(false);
  });

  it('allows additional drivers and a deductible buydown to the renter before the start only', () => {
    const confirmed = permissionsOf('renter', BOOKINGS.confirmed, now);
    expect([confirmed.addDrivers, confirmed.buyDeductibleBuydown]).toEqual([true, true]);
    const active = permissionsOf('renter', BOOKINGS.active, now);
    expect([active.addDrivers, active.buyDeductibleBuydown]).toEqual([false, false]);
    expect(permissionsOf('renter', lifecycleBooking({ ecommerceStatus: 'confirmed', hasDeductibleBuydown: true }), now).buyDeductibleBuydown).toBe(false);
  });

  it('allows a late extra charge to the owner once ended or completed, if the booking allows it', () => {
    expect(permissionsOf('owner', BOOKINGS.ended, now).addLateExtraCharge).toBe(true);
    expect(permissionsOf('owner', BOOKINGS.completed, now).addLateExtraCharge).toBe(true);
    expect(permissionsOf('renter', BOOKINGS.ended, now).addLateExtraCharge).toBe(false);
    expect(permissionsOf('owner', BOOKINGS.active, now).addLateExtraCharge).toBe(false);
    expect(permissionsOf('owner', lifecycleBooking({ ecommerceStatus: 'ended', allowsAddingExtraCharges: false }), now).addLateExtraCharge).toBe(false);
  });

  it('offers the reasons of 001 §9 per party and action', () => {
    expect(reasonsFor('owner', 'decline')).toContain('winter_storage');
    expect(reasonsFor('renter', 'withdraw')).toContain('no_response_from_owner');
    expect(reasonsFor('renter', 'cancel')).toContain('sickness');
    expect(reasonsFor('renter', 'cancel')).not.toContain('no_response_from_owner');
  });
});

describe('booking lifecycle: the refund shown before cancelling (001 §9)', () => {
  it('follows the flex policy: 100 % with 60 days of notice or more', () => {
    const booking = lifecycleBooking({ ecommerceStatus: 'confirmed', isAccepted: true, paidAmount: 400_000, fromDate: '2027-01-19' });
    expect(refundPreviewOf('renter', booking, now)).toMatchObject({ policy: 'flex', daysOfNotice: 60, percentage: 100, amount: 400_000 });
  });

  it('follows the standard policy: 75 % from 30 days', () => {
    const booking = lifecycleBooking({ ecommerceStatus: 'confirmed', isAccepted: true, paidAmount: 400_000, fromDate: '2026-12-20', cancellationPolicy: 'standard' });
    expect(refundPreviewOf('renter', booking, now)).toMatchObject({ daysOfNotice: 30, percentage: 75, amount: 300_000 });
  });

  it('follows the strict policy: nothing below 30 days', () => {
    const booking = lifecycleBooking({ ecommerceStatus: 'confirmed', isAccepted: true, paidAmount: 400_000, fromDate: '2026-12-19', cancellationPolicy: 'strict' });
    expect(refundPreviewOf('renter', booking, now)).toMatchObject({ daysOfNotice: 29, percentage: 0, amount: 0 });
  });

  it('gives everything back when the owner cancels or the renter withdraws', () => {
    expect(refundPreviewOf('owner', { ...BOOKINGS.accepted, paidAmount: 250_000 }, now)).toMatchObject({ percentage: 100, amount: 250_000 });
    expect(refundPreviewOf('renter', { ...BOOKINGS.requested, paidAmount: 250_000 }, now)).toMatchObject({ percentage: 100, amount: 250_000 });
  });
});

describe('booking lifecycle: actions with failure and retry', () => {
  it('goes back to the request when the owner does not confirm the acceptance', () => {
    const { actor, performAction } = start(lifecycleInput('owner'));
    actor.send({ type: 'ACCEPT' });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('pendingConfirmation');
    expect(performAction).not.toHaveBeenCalled();
  });

  it('accepts after the owner confirms (#23 point 8): confirming, submitting, then the accepted booking', async () => {
    const { actor, performAction } = start(lifecycleInput('owner'));
    actor.send({ type: 'ACCEPT' });
    expect(actor.getSnapshot().value).toEqual({ accepting: 'checking' });
    await waitFor(actor, (s) => s.matches({ accepting: 'confirming' }));
    expect(performAction).not.toHaveBeenCalled();
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toEqual({ accepting: 'submitting' });
    await waitFor(actor, (s) => s.matches('accepted'));
    expect(performAction).toHaveBeenCalledWith({ bookingId: 4711, action: 'accept' });
  });

  it('lists the other requests accepting declines before asking (001 §2 overlapping dates)', async () => {
    const { actor } = start(lifecycleInput('owner'), undefined, async () => CONFLICTS.overlapping);
    actor.send({ type: 'ACCEPT' });
    await waitFor(actor, (s) => s.matches({ accepting: 'confirming' }));
    expect(selectLifecycleView(actor.getSnapshot()).action).toMatchObject({ step: 'confirming', conflicts: { overlapping: [{ bookingId: 4712 }, { bookingId: 4713 }] } });
  });

  it('asks anyway when the other requests cannot be read, and reads them again on Try again', async () => {
    let reads = 0;
    const { actor } = start(lifecycleInput('owner'), undefined, async () => {
      reads += 1;
      if (reads === 1) throw new Error('offline');
      return CONFLICTS.overlapping;
    });
    actor.send({ type: 'ACCEPT' });
    await waitFor(actor, (s) => s.matches({ accepting: 'confirming' }));
    expect(selectLifecycleView(actor.getSnapshot()).action?.conflicts).toBeNull();
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches({ accepting: 'confirming' }) && s.context.conflicts !== null);
    expect(reads).toBe(2);
  });

  it('shows the taken dates instead of the question, and a decline from there starts with the fitting reason (001 §8)', async () => {
    const { actor, performAction } = start(lifecycleInput('owner'), async () => BOOKINGS.declined, async () => CONFLICTS.taken);
    actor.send({ type: 'ACCEPT' });
    await waitFor(actor, (s) => s.matches({ accepting: 'datesUnavailable' }));
    expect(selectLifecycleView(actor.getSnapshot()).action).toMatchObject({ kind: 'accept', step: 'datesUnavailable' });
    actor.send({ type: 'DECLINE' });
    expect(actor.getSnapshot().value).toEqual({ declining: 'choosingReason' });
    expect(actor.getSnapshot().context.draft.reason).toBe('already_rented_out');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('declined'));
    // Nights 22 to 24 February are still free: the decline blocks the request's dates.
    expect(performAction).toHaveBeenCalledWith({ bookingId: 4711, action: 'decline', reason: 'already_rented_out', blockDates: true });
  });

  it('blocks nothing more when the owner’s own period already holds every night of the request (001 §9)', async () => {
    const { actor, performAction } = start(lifecycleInput('owner'), async () => BOOKINGS.declined, async () => CONFLICTS.blockedWhole);
    actor.send({ type: 'ACCEPT' });
    await waitFor(actor, (s) => s.matches({ accepting: 'datesUnavailable' }));
    actor.send({ type: 'DECLINE' });
    expect(selectLifecycleView(actor.getSnapshot()).action).toMatchObject({ kind: 'decline', draft: { reason: 'own_use' }, blocksDates: false });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('declined'));
    expect(performAction).toHaveBeenCalledWith({ bookingId: 4711, action: 'decline', reason: 'own_use', blockDates: false });
  });

  it('turns the API’s dates_unavailable on accepting into the taken-dates modal, not a failure', async () => {
    const { actor } = start(lifecycleInput('owner'), async () => {
      throw { slug: 'dates_unavailable', message: 'Taken' };
    });
    actor.send({ type: 'ACCEPT' });
    await waitFor(actor, (s) => s.matches({ accepting: 'confirming' }));
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ accepting: 'datesUnavailable' }));
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('pendingConfirmation');
    expect(actor.getSnapshot().context.conflicts).toBeUndefined();
  });

  it('declines only with a reason, sending the reason and the message', async () => {
    const { actor, performAction } = start(lifecycleInput('owner'), async () => BOOKINGS.declined);
    actor.send({ type: 'DECLINE' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toEqual({ declining: 'choosingReason' });
    actor.send({ type: 'SET_REASON', reason: 'own_use' });
    actor.send({ type: 'SET_MESSAGE', message: '  Sorry, we need it ourselves.  ' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('declined'));
    expect(performAction).toHaveBeenCalledWith({ bookingId: 4711, action: 'decline', reason: 'own_use', message: 'Sorry, we need it ourselves.', blockDates: true });
    expect(actor.getSnapshot().context.draft).toEqual({ message: '' });
  });

  it('keeps the reason after a failure and retries it', async () => {
    let calls = 0;
    const { actor, performAction } = start(lifecycleInput('renter'), async () => {
      calls += 1;
      if (calls === 1) throw { slug: 'server_error', message: 'Down' };
      return BOOKINGS.canceledByRenter;
    });
    actor.send({ type: 'WITHDRAW' });
    actor.send({ type: 'SET_REASON', reason: 'plans_changed' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ withdrawing: 'failed' }));
    expect(selectLifecycleView(actor.getSnapshot()).action).toMatchObject({ kind: 'withdraw', step: 'failed', failure: { slug: 'server_error' }, draft: { reason: 'plans_changed' } });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('canceledByRenter'));
    expect(performAction).toHaveBeenCalledTimes(2);
    expect(performAction).toHaveBeenLastCalledWith({ bookingId: 4711, action: 'withdraw', reason: 'plans_changed' });
  });

  it('closes a failed action and goes back to the status', async () => {
    const { actor } = start(lifecycleInput('owner'), async () => {
      throw new Error('offline');
    });
    actor.send({ type: 'EXTEND' });
    await waitFor(actor, (s) => s.matches({ extending: 'failed' }));
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('pendingConfirmation');
    expect(actor.getSnapshot().context.failure).toBeUndefined();
  });

  it('cancels a confirmed booking as the renter with the refund in view', async () => {
    const { actor } = start(lifecycleInput('renter', BOOKINGS.confirmed), async () => BOOKINGS.canceledByRenter);
    actor.send({ type: 'CANCEL' });
    const view = selectLifecycleView(actor.getSnapshot());
    expect(view.action?.reasons).toContain('bought_my_own');
    expect(view.refund).toMatchObject({ policy: 'flex', percentage: 100, amount: 250_000 });
    actor.send({ type: 'SET_REASON', reason: 'sickness' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('canceledByRenter'));
  });

  it('reads the booking again after the first payment and shows it confirmed', async () => {
    const { actor } = start(lifecycleInput('renter', BOOKINGS.accepted));
    actor.send({ type: 'PAID' });
    expect(actor.getSnapshot().value).toEqual({ accepted: 'confirmingPayment' });
    expect(selectLifecycleView(actor.getSnapshot()).confirmingPayment).toBe(true);
    await waitFor(actor, (s) => s.matches('confirmed'));
  });
});
