import { addDays, datesUntil } from '@/shared/lib/dates';
import type { OwnerCancellationReason } from './cancellation-reasons';
import type { BookingStatus } from './types';

/** One of the owner's bookings of the same vehicle, as `GET /bookings` lists it. */
export interface VehicleBookingStay {
  id: number;
  ecommerceStatus: BookingStatus;
  isAccepted: boolean;
  fromDate: string;
  toDate: string;
  renterFirstName: string | null;
}

/** A period the owner blocked (`GET /assets/{id}/unavailable-periods`): both ends are nights. */
export interface BlockedStay {
  fromDate: string;
  toDate: string;
  reason: string | null;
}

/** Another open request for the same nights: accepting this one declines it (001 §2 "overlapping dates"). */
export interface OverlappingRequest {
  bookingId: number;
  renterFirstName: string | null;
  fromDate: string;
  toDate: string;
}

/** What holds some of the request's nights, so it cannot be accepted (001 §8 "dates unavailable"). */
export type DatesTakenBy =
  | { kind: 'booking'; bookingId: number; renterFirstName: string | null; fromDate: string; toDate: string }
  | { kind: 'blocked'; fromDate: string; toDate: string; reason: string | null };

export interface AcceptConflicts {
  vehicleId: number;
  overlapping: OverlappingRequest[];
  takenBy: DatesTakenBy[];
}

interface Stay {
  id: number;
  fromDate: string;
  toDate: string;
}

// A booking holds the nights from its start up to the night before its end: the end day is the
// next renter's check-in day. ISO dates compare as strings.
const nightsOverlap = (a: { fromDate: string; toDate: string }, b: { fromDate: string; toDate: string }) => a.fromDate < b.toDate && b.fromDate < a.toDate;
// A blocked period's last date is a night too.
const blocksNights = (stay: { fromDate: string; toDate: string }, period: { fromDate: string; toDate: string }) => period.fromDate < stay.toDate && stay.fromDate <= period.toDate;

/**
 * What stands in the way of accepting `request`: the vehicle's other open requests for some of the
 * same nights (accepting declines them), and what already holds some of them — a booking accepted,
 * confirmed or under way, or a period the owner blocked — in date order.
 */
export function acceptConflictsOf(
  request: Stay & { vehicleId: number },
  bookings: readonly VehicleBookingStay[],
  blocked: readonly BlockedStay[],
): AcceptConflicts {
  const others = bookings.filter((booking) => booking.id !== request.id && nightsOverlap(booking, request)).sort((a, b) => a.fromDate.localeCompare(b.fromDate) || a.id - b.id);
  const isRequest = (booking: VehicleBookingStay) => booking.ecommerceStatus === 'pending_confirmation' && !booking.isAccepted;
  const holds = (booking: VehicleBookingStay) => (booking.ecommerceStatus === 'pending_confirmation' && booking.isAccepted) || booking.ecommerceStatus === 'confirmed' || booking.ecommerceStatus === 'active';
  return {
    vehicleId: request.vehicleId,
    overlapping: others.filter(isRequest).map(({ id, renterFirstName, fromDate, toDate }) => ({ bookingId: id, renterFirstName, fromDate, toDate })),
    takenBy: [
      ...others.filter(holds).map(({ id, renterFirstName, fromDate, toDate }) => ({ kind: 'booking' as const, bookingId: id, renterFirstName, fromDate, toDate })),
      ...blocked.filter((period) => blocksNights(request, period)).map(({ fromDate, toDate, reason }) => ({ kind: 'blocked' as const, fromDate, toDate, reason })),
    ].sort((a, b) => a.fromDate.localeCompare(b.fromDate)),
  };
}

// A blocked period's preset (000 §3) as the decline reason of 001 §9 it means.
const REASON_OF_PRESET: Readonly<Record<string, OwnerCancellationReason>> = {
  already_rented_out: 'already_rented_out',
  own_use: 'own_use',
  damaged: 'damaged',
  selling: 'selling_the_vehicle',
  winter_storage: 'winter_storage',
};

/**
 * The reason a decline of a request whose dates are taken starts with: rented out when another
 * booking holds them, else the blocked period's preset, else own use (the owner blocked the dates
 * without saying why: for themselves, most likely). The owner can change it in the dialog.
 */
export function declineReasonForTakenDates(takenBy: readonly DatesTakenBy[]): OwnerCancellationReason {
  if (takenBy.some((taken) => taken.kind === 'booking')) return 'already_rented_out';
  const preset = takenBy.find((taken) => taken.kind === 'blocked' && taken.reason && REASON_OF_PRESET[taken.reason]);
  return preset?.kind === 'blocked' && preset.reason ? (REASON_OF_PRESET[preset.reason] ?? 'own_use') : 'own_use';
}

/**
 * Whether what takes the request's dates already holds every one of its nights: a booking its
 * nights (not its end day), a blocked period every date to its last. Declining such a request
 * blocks nothing more; a block over them would be a second period the owner has to remove.
 */
export function takenByHoldsEveryNight(request: { fromDate: string; toDate: string }, takenBy: readonly DatesTakenBy[]): boolean {
  const held = (night: string) => {
    const stay = { fromDate: night, toDate: addDays(night, 1) };
    return takenBy.some((taken) => (taken.kind === 'booking' ? nightsOverlap(taken, stay) : blocksNights(stay, taken)));
  };
  return datesUntil(request.fromDate, request.toDate).every(held);
}
