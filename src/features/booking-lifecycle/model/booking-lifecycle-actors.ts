import type { bookingLifecycleMachine } from '@machines/booking-lifecycle';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { findAcceptConflicts } from '../api/accept-conflicts';
import { loadBooking, performLifecycleAction } from '../api/booking-lifecycle-requests';

type Actors = Parameters<typeof bookingLifecycleMachine.provide>[0]['actors'];

/** The lifecycle's API calls: an action, the booking read again after a payment, and what accepting would meet. */
export const bookingLifecycleActors = (queryClient: QueryClient) =>
  ({
    performAction: fromPromise(({ input, signal }) => performLifecycleAction(queryClient, input, signal)),
    loadBooking: fromPromise(({ input }) => loadBooking(queryClient, input.bookingId)),
    findConflicts: fromPromise(({ input, signal }) => findAcceptConflicts(queryClient, input, signal)),
  }) satisfies Actors;
