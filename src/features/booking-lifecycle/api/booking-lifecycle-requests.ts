import type { PerformActionInput } from '@machines/booking-lifecycle';
import type { QueryClient } from '@tanstack/react-query';
import { bookingKeys, bookingQueries, declineBlocksDates, readBookingAfterChange, toBooking, type Booking } from '@/entities/booking';
import { orderKeys } from '@/entities/order';
import { api, unwrap, type components } from '@/shared/api';

/** As the booking: read by the invalidation a moment ago, it is the server's. */
const HISTORY_JUST_READ_MS = 2_000;

type ActionReason = components['schemas']['BookingAction']['reason'];

/** Reads the booking and its history afresh (into the page's cache too) and maps it for the machine. */
export async function loadBooking(queryClient: QueryClient, bookingId: number): Promise<Booking> {
  const booking = await readBookingAfterChange(queryClient, bookingId);
  // Read again by the same invalidation where the page shows it: only a history nobody shows is asked for.
  const history = await queryClient.fetchQuery({ ...bookingQueries.history(bookingId), staleTime: HISTORY_JUST_READ_MS });
  return toBooking(booking, history);
}

/** Sends an accept, decline, extension, withdrawal or cancellation, then reads the booking as it now is. */
export async function performLifecycleAction(queryClient: QueryClient, input: PerformActionInput, signal?: AbortSignal): Promise<Booking> {
  await unwrap(
    api.POST('/bookings/{id}/actions', {
      params: { path: { id: input.bookingId } },
      body: {
        action: input.action,
        ...(input.reason ? { reason: input.reason as ActionReason } : {}),
        ...(input.message ? { message: input.message } : {}),
        // 001 §9: a request declined because the vehicle is not available blocks those dates (the machine decides).
        ...(input.blockDates && declineBlocksDates(input.reason) ? { blockDates: true, unavailabilityReason: input.reason } : {}),
      },
      signal,
    }),
  );
  // Lists and the order refresh in the background; the machine waits only for this booking.
  void queryClient.invalidateQueries({ queryKey: bookingKeys.all, refetchType: 'active' });
  void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'active' });
  return loadBooking(queryClient, input.bookingId);
}
