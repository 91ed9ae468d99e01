import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutSent, completeDraft, documented, fuelCharge, handoverBooking, ownerInput, refused, renterInput } from './handover.fixtures';
import { handoverMachine } from './handover.machine';
import { selectHandoverView } from './handover.view';
import type { HandoverActorTypes, HandoverInput } from './handover.types';

type Out<K extends keyof HandoverActorTypes> = HandoverActorTypes[K]['output'];
const start = (input: HandoverInput, actors: { finalize?: () => Promise<Out<'finalize'>>; approve?: () => Promise<Out<'approve'>>; requestUpdate?: () => Promise<Out<'requestUpdate'>> } = {}) => {
  const never = () => new Promise<never>(() => undefined);
  const machine = handoverMachine.provide({
    actors: {
      finalize: fromPromise(actors.finalize ?? never),
      approve: fromPromise(actors.approve ?? never),
      requestUpdate: fromPromise(actors.requestUpdate ?? never),
    },
  });
  return createActor(machine, { input }).start();
};

describe('handover machine', () => {
  it('opens on the intro for the owner, and on the form when this browser kept a draft', () => {
    expect(start(ownerInput()).getSnapshot().value).toBe('intro');
    expect(start(ownerInput({ draft: completeDraft() })).getSnapshot().value).toBe('documenting');
  });

  it('stops both parties while the booking is not paid in full, and goes on once it is', () => {
    const actor = start(renterInput({ booking: handoverBooking({ blockers: ['not_paid_in_full'] }) }));
    expect(actor.getSnapshot().value).toBe('blocked');
    expect(selectHandoverView(actor.getSnapshot()).blockers).toEqual(['not_paid_in_full']);
    actor.send({ type: 'BOOKING_CHANGED', booking: handoverBooking() });
    expect(actor.getSnapshot().value).toBe('awaitingOwner');
  });

  it('refuses an incomplete form with the fields’ errors and sends a complete one', async () => {
    const actor = start(ownerInput({ draft: completeDraft({ idLastFour: 'AB1' }) }), { finalize: async () => documented() });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('documenting');
    expect(selectHandoverView(actor.getSnapshot()).errors).toEqual({ idLastFour: 'id_last_four_length' });
    actor.send({ type: 'EDIT', patch: { idLastFour: 'AB12' } });
    expect(selectHandoverView(actor.getSnapshot()).errors).toEqual({});
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('awaitingRenter'));
    expect(actor.getSnapshot().context.draft.mileage).toBe('');
  });

  it('completes a cash-deposit check-in when the owner sends it with the deposit confirmed', async () => {
    const actor = start(ownerInput({ booking: handoverBooking({ cashDeposit: true }), draft: completeDraft() }), { finalize: async () => documented({ cashDeposit: true, completed: true }) });
    actor.send({ type: 'SUBMIT' });
    expect(selectHandoverView(actor.getSnapshot()).errors).toEqual({ depositPaidConfirmed: 'deposit_not_confirmed' });
    actor.send({ type: 'EDIT', patch: { depositPaidConfirmed: true } });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('completed'));
  });

  it('sends a complete form only once the photos taken offline are up', async () => {
    const actor = start(ownerInput({ draft: completeDraft() }), { finalize: async () => documented() });
    actor.send({ type: 'PHOTOS_WAITING', count: 2 });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('waitingForPhotos');
    actor.send({ type: 'PHOTOS_WAITING', count: 1 });
    expect(selectHandoverView(actor.getSnapshot()).photosWaiting).toBe(1);
    actor.send({ type: 'PHOTOS_WAITING', count: 0 });
    await waitFor(actor, (s) => s.matches('awaitingRenter'));
  });

  it('keeps the draft and shows the refusal when the API refuses it', async () => {
    const actor = start(ownerInput({ draft: completeDraft() }), { finalize: async () => Promise.reject(refused) });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('documenting') && s.context.failure !== null);
    expect(actor.getSnapshot().context.draft).toEqual(completeDraft());
    expect(actor.getSnapshot().context.failure?.slug).toBe('checkin_not_allowed');
  });

  it('lets the renter approve, which completes the check-in', async () => {
    const actor = start(renterInput({ booking: documented() }), { approve: async () => documented({ completed: true }) });
    expect(actor.getSnapshot().value).toBe('reviewing');
    actor.send({ type: 'APPROVE' });
    await waitFor(actor, (s) => s.matches('completed'));
  });

  it('sends the owner back to documenting when the renter asks for an update', async () => {
    const renter = start(renterInput({ booking: documented() }), { requestUpdate: async () => handoverBooking() });
    renter.send({ type: 'REQUEST_UPDATE' });
    await waitFor(renter, (s) => s.matches('awaitingOwner'));
    const owner = start(ownerInput({ booking: documented() }));
    expect(owner.getSnapshot().value).toBe('awaitingRenter');
    owner.send({ type: 'BOOKING_CHANGED', booking: handoverBooking() });
    expect(owner.getSnapshot().value).toBe('intro');
  });

  it('keeps the owner’s extra costs at check-out in the draft, with what the renter pays, and sends them', async () => {
    let sent: unknown = null;
    const actor = start(ownerInput({ booking: handoverBooking({ phase: 'checkout' }), draft: completeDraft() }), {
      finalize: async () => {
        sent = actor.getSnapshot().context.draft.extraCharges;
        return checkoutSent();
      },
    });
    actor.send({ type: 'ADD_CHARGE', charge: fuelCharge });
    actor.send({ type: 'ADD_CHARGE', charge: { category: 'road_toll', amount: 1_999, description: 'Bridge toll' } });
    actor.send({ type: 'REMOVE_CHARGE', index: 1 });
    expect(selectHandoverView(actor.getSnapshot()).extraCosts).toEqual({ charges: [{ ...fuelCharge, amountIncFee: 49_500 }], amount: 45_000, fee: 4_500, total: 49_500 });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('awaitingRenter'));
    expect(sent).toEqual([fuelCharge]);
  });

  it('takes no extra costs at check-in', () => {
    const actor = start(ownerInput({ draft: completeDraft() }));
    actor.send({ type: 'ADD_CHARGE', charge: fuelCharge });
    expect(actor.getSnapshot().context.draft.extraCharges).toEqual([]);
  });

  it('shows the renter the extra costs the check-out approves', () => {
    const view = selectHandoverView(start(renterInput({ booking: checkoutSent() })).getSnapshot());
    expect(view.state).toBe('reviewing');
    expect(view.extraCosts.total).toBe(49_500);
  });
});
