import { bookingRequestMachine, type BookingRequestInput } from '@machines/booking-request';
import { createActor, fromPromise } from 'xstate';
import { saveCart, type CartStep } from '@/entities/cart';
import { priceDraft, submitRequest } from './booking-request-api';

export type BookingRequestActor = ReturnType<typeof createBookingRequestActor>;
type Snapshot = ReturnType<BookingRequestActor['getSnapshot']>;

/** The step the URL shows for a machine state: submitting and paying stay on the purchase page. */
export function stepOf(snapshot: Snapshot): CartStep {
  if (snapshot.matches('submitting') || snapshot.matches('paying')) return 'purchase';
  return snapshot.context.cart.currentCartStep;
}

/** The machine with the real API calls; every change of the cart is saved (000 §4). */
export function createBookingRequestActor(input: BookingRequestInput) {
  const machine = bookingRequestMachine.provide({
    actors: {
      priceDraft: fromPromise(({ input: draft }) => priceDraft(draft)),
      submitRequest: fromPromise(({ input: submit }) => submitRequest(submit)),
    },
  });
  const actor = createActor(machine, { input });
  let saved = input.cart;
  actor.subscribe((snapshot) => {
    if (snapshot.context.cart === saved) return;
    saved = snapshot.context.cart;
    saveCart(saved);
  });
  actor.start();
  saveCart(actor.getSnapshot().context.cart);
  return actor;
}

/**
 * One flow per vehicle lives across the step pages, so moving between steps keeps what is
 * in flight (a draft being priced); a reload starts it again from the saved cart.
 */
let current: { vehicleId: number; actor: BookingRequestActor } | undefined;

export function bookingRequestActorFor(input: BookingRequestInput): BookingRequestActor {
  if (current && current.vehicleId === input.vehicle.id && current.actor.getSnapshot().status === 'active') return current.actor;
  current?.actor.stop();
  current = { vehicleId: input.vehicle.id, actor: createBookingRequestActor(input) };
  return current.actor;
}

/** Forgets the running flow (after a confirmation, or in tests). */
export function forgetBookingRequestActor(): void {
  current?.actor.stop();
  current = undefined;
}
