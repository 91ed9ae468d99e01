import type { BookingAlertKind } from '@/entities/booking';

const keyOf = (bookingId: number, kind: BookingAlertKind) => `campershare:booking-alert:${bookingId}:${kind}`;

/**
 * Which booking alerts this browser has shown, per booking and kind: an alert is said once, and a
 * new kind on the same booking (the owner accepted, now the renter must pay) is said again.
 */
export const alertSeen = {
  has(bookingId: number, kind: BookingAlertKind): boolean {
    try {
      return localStorage.getItem(keyOf(bookingId, kind)) !== null;
    } catch {
      // Storage blocked (private mode): better not to repeat an alert on every visit.
      return true;
    }
  },
  add(bookingId: number, kind: BookingAlertKind): void {
    try {
      localStorage.setItem(keyOf(bookingId, kind), '1');
    } catch {
      // Storage full or blocked: the alert was shown; it may be shown again.
    }
  },
};
