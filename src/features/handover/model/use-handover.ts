import { handoverMachine, selectHandoverView } from '@machines/handover';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { bookingQueries, type BookingDto, type HandoverPhase } from '@/entities/booking';
import { orderQueries } from '@/entities/order';
import { useSession } from '@/entities/session';
import { sameJson, useEventOnChange, useMachineView } from '@/shared/lib/machine';
import { refreshBooking } from '../api/handover-requests';
import { draftStorage } from './draft-storage';
import { handoverActors } from './handover-actors';
import { handoverOf, roleOf } from './handover-of';

type Order = Parameters<typeof handoverOf>[1];

/**
 * The handover's machine for the booking the page polls: the booking goes in as BOOKING_CHANGED
 * whenever it changes (the other party acted), and the owner's draft is kept on this device.
 */
export function useHandover(booking: BookingDto, order: Order, phase: HandoverPhase) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const viewer = user ? { id: user.id, isIdVerified: user.isIdVerified ?? false, country: user.country ?? null } : undefined;
  const role = roleOf(booking, viewer);
  const handover = handoverOf(booking, order, viewer, phase);
  const orderId = booking.order?.id;

  const reload = useCallback(async () => {
    await refreshBooking(queryClient, booking.id);
    const [fresh, freshOrder] = await Promise.all([
      queryClient.fetchQuery({ ...bookingQueries.full(booking.id), staleTime: 0 }),
      orderId === undefined ? Promise.resolve(null) : queryClient.fetchQuery({ ...orderQueries.detail(orderId), staleTime: 0 }),
    ]);
    return handoverOf(fresh, freshOrder, viewer, phase);
    // The viewer is read at the time of the call; its identity does not change on this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, booking.id, orderId, phase]);

  const [input] = useState(() => ({ role, booking: handover, draft: role === 'owner' ? draftStorage.read(booking.id, phase) : null }));
  const { actor, view, send } = useMachineView(handoverMachine.provide({ actors: handoverActors(reload) }), { input, view: selectHandoverView });
  useEventOnChange(actor, handover, (next) => ({ type: 'BOOKING_CHANGED' as const, booking: next }), { isEqual: sameJson });

  useEffect(() => {
    if (role === 'owner') draftStorage.write(booking.id, phase, view.draft);
  }, [role, booking.id, phase, view.draft]);

  return { view, send, reload };
}
