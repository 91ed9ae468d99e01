import { changeRequestMachine, selectChangeRequestView, type ChangeBooking } from '@machines/change-request';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { BookingDateRules, BookingRole } from '@/entities/booking';
import { sameJson, useEventOnChange, useMachineView } from '@/shared/lib/machine';
import { changeRequestActors } from './change-request-actors';
import { changeDraftStorage } from './draft-storage';

/**
 * The change of dates of the booking on the page, wired to the API: the polled booking comes in
 * as BOOKING_UPDATED whenever it changes, and what the renter types is kept for a reload.
 */
export function useChangeRequest(role: BookingRole, booking: ChangeBooking, rules: BookingDateRules) {
  const queryClient = useQueryClient();
  const [input] = useState(() => ({ role, booking, rules, now: new Date().toISOString(), draft: role === 'renter' ? changeDraftStorage.read(booking.id) : undefined }));
  const machine = changeRequestMachine.provide({ actors: changeRequestActors(queryClient) });
  const { actor, view, send } = useMachineView(machine, { input, view: selectChangeRequestView });
  useEventOnChange(actor, booking, (updated) => ({ type: 'BOOKING_UPDATED' as const, booking: updated }), { isEqual: sameJson });

  const kept = view.phase === 'editing' || view.phase === 'quoting' || view.phase === 'quoted' ? view.draft : undefined;
  useEffect(() => changeDraftStorage.write(booking.id, kept), [booking.id, kept]);
  return { view, send };
}
