import type { LifecycleBooking, PerformActionInput } from '@machines/booking-lifecycle';
import type { QueryClient } from '@tanstack/react-query';
import { bookingKeys, bookingQueries } from '@/entities/booking';
import { orderKeys } from '@/entities/order';
import { api, unwrap, type components } from '@/shared/api';
import { toLifecycleBooking } from '../model/to-lifecycle-booking';

type ActionReason = components['schemas']['BookingAction']['reason'];

/** Reads the booking and its history afresh (into the page's cache too) and maps it for the machine. */
export async function loadLifecycleBooking(queryClient: QueryClient, bookingId: number): Promise<LifecycleBooking> {
  await queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) });
  const [booking, history] = await Promise.all([
    queryClient.fetchQuery({ ...bookingQueries.full(bookingId), staleTime: 0 }),
    queryClient.fetchQuery({ ...bookingQueries.history(bookingId), staleTime: 0 }),
  ]);
  return toLifecycleBooking(booking, history);
}

/** Sends an accept, decline, extension, withdrawal or cancellation, then reads the booking as it now is. */
export async function performLifecycleAction(queryClient: QueryClient, input: PerformActionInput): Promise<LifecycleBooking> {
  await unwrap(
    api.POST('/bookings/{id}/actions', {
      params: { path: { id: input.bookingId } },
      body: {
        action: input.action,
        ...(input.reason ? { reason: input.reason as ActionReason } : {}),
        ...(input.message ? { message: input.message } : {}),
      },
    }),
  );
  // Lists and the order refresh in the background; the machine waits only for this booking.
  void queryClient.invalidateQueries({ queryKey: bookingKeys.all, refetchType: 'active' });
  void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'active' });
  return loadLifecycleBooking(queryClient, input.bookingId);
}
