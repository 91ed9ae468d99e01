import { ownerResponseDeadline, phaseOf, type Booking, type BookingPhase } from '@/entities/booking';

/** How many days ahead a confirmed trip counts as coming up (its check-in is the owner's to prepare). */
export const UPCOMING_DAYS = 7;
const DAY_MS = 86_400_000;

export interface AgendaItem<T> {
  booking: T;
  phase: BookingPhase;
  /** For a request: when it lapses unanswered. */
  respondBy: Date | null;
}

/**
 * What waits for the owner (the dashboard's "actionable bookings", 002 §2.5, issue #19): requests
 * to answer, soonest deadline first, then trips under way (check-out to do) and confirmed trips
 * starting within a week (check-in to do), soonest first.
 */
export function ownerAgenda<T>(items: readonly T[], toBooking: (item: T) => Booking, now: Date): { requests: AgendaItem<T>[]; trips: AgendaItem<T>[] } {
  const requests: AgendaItem<T>[] = [];
  const trips: AgendaItem<T>[] = [];
  const horizon = now.getTime() + UPCOMING_DAYS * DAY_MS;
  for (const item of items) {
    const booking = toBooking(item);
    const phase = phaseOf(booking);
    if (phase === 'pendingConfirmation') {
      const respondBy = ownerResponseDeadline(booking.requestedAt, booking.responseDeadlineExtensions);
      if (respondBy.getTime() > now.getTime()) requests.push({ booking: item, phase, respondBy });
    } else if (phase === 'active' || (phase === 'confirmed' && Date.parse(`${booking.fromDate}T00:00:00Z`) <= horizon)) {
      trips.push({ booking: item, phase, respondBy: null });
    }
  }
  requests.sort((a, b) => (a.respondBy?.getTime() ?? 0) - (b.respondBy?.getTime() ?? 0));
  const start = (entry: AgendaItem<T>) => toBooking(entry.booking).fromDate;
  trips.sort((a, b) => start(a).localeCompare(start(b)));
  return { requests, trips };
}
