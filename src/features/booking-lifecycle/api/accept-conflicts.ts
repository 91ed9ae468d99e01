import type { FindConflictsInput } from '@machines/booking-lifecycle';
import type { QueryClient } from '@tanstack/react-query';
import { acceptConflictsOf, bookingQueries, type AcceptConflicts } from '@/entities/booking';
import { api, unwrap } from '@/shared/api';

// The statuses that either ask for the same nights (a request) or hold them (accepted, confirmed, under way).
const OPEN_STATUSES = 'pending_confirmation,confirmed,active';
// More bookings than this of one vehicle within one stay do not happen; the contract's largest page.
const PAGE_SIZE = 100;

/**
 * What accepting a request would meet (001 §2): the owner's bookings of the vehicle around its
 * dates (`GET /bookings`) and the periods the owner blocked (`GET /assets/{id}/unavailable-periods`),
 * sorted out by the entity's rule. The booking itself is the page's, read from its cache.
 */
export async function findAcceptConflicts(queryClient: QueryClient, { bookingId }: FindConflictsInput, signal?: AbortSignal): Promise<AcceptConflicts> {
  const booking = await queryClient.fetchQuery(bookingQueries.full(bookingId));
  const [bookings, periods] = await Promise.all([
    unwrap(
      api.GET('/bookings', {
        params: {
          query: {
            'filter[role]': 'owner',
            'filter[assetId]': booking.assetId,
            'filter[fromDate]': booking.fromDate,
            'filter[toDate]': booking.toDate,
            'filter[ecommerceStatus]': OPEN_STATUSES,
            'page[size]': PAGE_SIZE,
          },
        },
        signal,
      }),
    ),
    unwrap(api.GET('/assets/{id}/unavailable-periods', { params: { path: { id: booking.assetId } }, signal })),
  ]);
  return acceptConflictsOf(
    { id: booking.id, vehicleId: booking.assetId, fromDate: booking.fromDate, toDate: booking.toDate },
    bookings.data.map((other) => ({
      id: other.id,
      ecommerceStatus: other.ecommerceStatus,
      isAccepted: other.requestStatus === 'accepted',
      fromDate: other.fromDate,
      toDate: other.toDate,
      renterFirstName: other.renter.firstName,
    })),
    periods.data.map(({ fromDate, toDate, reason }) => ({ fromDate, toDate, reason: reason ?? null })),
  );
}
