import { acceptConflictsOf, type AcceptConflicts } from '@/entities/booking';
import type { BookingRow } from '../store/rows';
import type { Store } from '../store/store';
import { runBookingCommand } from './booking-lifecycle';

/** The request's conflicts as the app computes them (one rule, `entities/booking`), from the vehicle's rows. */
export function acceptConflictsInStore(store: Store, booking: BookingRow): AcceptConflicts {
  const bookings = store.bookings.by('assetId', booking.assetId).map((row) => ({
    id: row.id,
    ecommerceStatus: row.ecommerceStatus,
    isAccepted: row.requestStatus === 'accepted',
    fromDate: row.fromDate,
    toDate: row.toDate,
    renterFirstName: store.users.get(row.renterId)?.firstName ?? null,
  }));
  const blocked = store.unavailablePeriods.by('assetId', booking.assetId).map(({ fromDate, toDate, reason }) => ({ fromDate, toDate, reason }));
  return acceptConflictsOf({ id: booking.id, vehicleId: booking.assetId, fromDate: booking.fromDate, toDate: booking.toDate }, bookings, blocked);
}

/**
 * Accepting a request rents the vehicle out for its nights: the vehicle's other open requests for
 * any of them are declined as "already rented out", each with the decline's records (refund, order
 * closed, the `canceled_by_owner` event with the reason, which the renter's page shows as declined). Their dates are not blocked again: the
 * accepted booking holds them. Answers the declined bookings' ids.
 */
export function declineOverlappingRequests(store: Store, accepted: BookingRow, now: Date): number[] {
  const declined: number[] = [];
  for (const { bookingId } of acceptConflictsInStore(store, accepted).overlapping) {
    const other = store.bookings.get(bookingId);
    if (!other) continue;
    const result = runBookingCommand(store, other, { type: 'decline', reason: 'already_rented_out' }, now, { message: null });
    if (result.ok) {
      other.updatedAt = now.toISOString();
      declined.push(bookingId);
    }
  }
  return declined;
}
