import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';

/** Pending requests on one calendar page: far more than a vehicle gets at once. */
const PAGE_SIZE = 100;

/**
 * The owner's answer deadline of each pending request on the vehicle (`responseDueAt`, 24 hours,
 * extendable): the rented periods name a booking's status but not its deadline.
 */
export const requestDeadlinesQuery = (vehicleId: number) =>
  queryOptions({
    queryKey: ['owner-calendar', vehicleId, 'request-deadlines'] as const,
    queryFn: async ({ signal }): Promise<Map<number, string>> => {
      const query = { 'filter[role]': 'owner', 'filter[assetId]': vehicleId, 'filter[ecommerceStatus]': 'pending_confirmation', 'page[size]': PAGE_SIZE } as const;
      const page = await unwrap(api.GET('/bookings', { params: { query }, signal }));
      return new Map(page.data.flatMap((booking) => (booking.responseDueAt ? [[booking.id, booking.responseDueAt] as const] : [])));
    },
  });
