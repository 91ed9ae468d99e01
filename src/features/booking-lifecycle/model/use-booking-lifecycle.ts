import { bookingLifecycleMachine, selectLifecycleView, type LifecycleBooking, type LifecycleView } from '@machines/booking-lifecycle';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { BookingRole } from '@/entities/booking';
import { loadLifecycleBooking, performLifecycleAction } from '../api/booking-lifecycle-requests';

/** How often the deadlines are measured again; a minute is as fine as the page shows them. */
export const LIFECYCLE_TICK_MS = 60_000;

export type BookingLifecycleActor = ReturnType<typeof useBookingLifecycleActor>;

/**
 * One lifecycle actor for the booking on the page, wired to the API. The polled booking comes in
 * as BOOKING_UPDATED whenever it changes; the clock moves on every minute.
 */
export function useBookingLifecycleActor(role: BookingRole, booking: LifecycleBooking) {
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    bookingLifecycleMachine.provide({
      actors: {
        performAction: fromPromise(({ input }) => performLifecycleAction(queryClient, input)),
        loadBooking: fromPromise(({ input }) => loadLifecycleBooking(queryClient, input.bookingId)),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { role, booking, now: new Date().toISOString() } });

  const last = useRef(JSON.stringify(booking));
  useEffect(() => {
    const serialized = JSON.stringify(booking);
    if (serialized === last.current) return;
    last.current = serialized;
    actor.send({ type: 'BOOKING_UPDATED', booking });
  }, [actor, booking]);

  useEffect(() => {
    const timer = setInterval(() => actor.send({ type: 'TICK', now: new Date().toISOString() }), LIFECYCLE_TICK_MS);
    return () => clearInterval(timer);
  }, [actor]);

  return actor;
}

export const useLifecycleView = (actor: BookingLifecycleActor): LifecycleView => useSelector(actor, selectLifecycleView);
