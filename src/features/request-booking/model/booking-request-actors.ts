import type { bookingRequestMachine } from '@machines/booking-request';
import { fromPromise } from 'xstate';
import { priceDraft, restoreBooking, submitRequest } from './booking-request-api';

type Actors = Parameters<typeof bookingRequestMachine.provide>[0]['actors'];

/** The flow's API calls, each cancelled with the step that started it. `payLater` is read when a reload restores the booking. */
export const bookingRequestActors = (payLater: () => boolean) =>
  ({
    priceDraft: fromPromise(({ input, signal }) => priceDraft(input, signal)),
    submitRequest: fromPromise(({ input, signal }) => submitRequest(input, signal)),
    restoreBooking: fromPromise(({ input, signal }) => restoreBooking(input, payLater(), signal)),
  }) satisfies Actors;
