import { bookingLifecycleMachine, selectLifecycleView, type LifecycleView } from '@machines/booking-lifecycle';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Booking, BookingRole } from '@/entities/booking';
import { sameJson, useClockEvents, useEventOnChange, useMachineView } from '@/shared/lib/machine';
import { bookingLifecycleActors } from './booking-lifecycle-actors';

/** How often the deadlines are measured again; a minute is as fine as the page shows them. */
export const LIFECYCLE_TICK_MS = 60_000;

/**
 * The lifecycle of the booking on the page, wired to the API: the polled booking comes in as
 * BOOKING_UPDATED whenever it changes, and the clock moves on every minute.
 */
export function useBookingLifecycle(role: BookingRole, booking: Booking) {
  const queryClient = useQueryClient();
  const [input] = useState(() => ({ role, booking, now: new Date().toISOString() }));
  const machine = bookingLifecycleMachine.provide({ actors: bookingLifecycleActors(queryClient) });
  const { actor, view, send } = useMachineView(machine, { input, view: selectLifecycleView });
  useEventOnChange(actor, booking, (updated) => ({ type: 'BOOKING_UPDATED' as const, booking: updated }), { isEqual: sameJson });
  useClockEvents(actor, LIFECYCLE_TICK_MS, (now) => ({ type: 'TICK' as const, now: now.toISOString() }));
  return { view, send };
}

export type LifecycleSend = ReturnType<typeof useBookingLifecycle>['send'];
export type { LifecycleView };
