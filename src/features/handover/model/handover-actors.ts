import type { handoverMachine } from '@machines/handover';
import { fromPromise } from 'xstate';
import type { HandoverBooking } from '@/entities/booking';
import { approveHandover, finalizeHandover, requestHandoverUpdate } from '../api/handover-requests';

type Actors = Parameters<typeof handoverMachine.provide>[0]['actors'];

/** The API side of the handover; `reload` reads the booking and its order again after each call. */
export const handoverActors = (reload: () => Promise<HandoverBooking>) =>
  ({
    finalize: fromPromise(async ({ input, signal }) => {
      await finalizeHandover(input.booking, input.draft, signal);
      return reload();
    }),
    approve: fromPromise(async ({ input, signal }) => {
      await approveHandover(input.booking, signal);
      return reload();
    }),
    requestUpdate: fromPromise(async ({ input, signal }) => {
      await requestHandoverUpdate(input.booking.id, input.phase, signal);
      return reload();
    }),
  }) satisfies Actors;
