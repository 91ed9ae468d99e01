import type { AcceptConflicts, Booking, BookingRole } from '@/entities/booking';
import type { LifecycleInput } from './booking-lifecycle.types';

/** The sandbox's seed moment: fixtures are relative to it. */
export const FIXTURE_NOW = '2026-11-20T10:00:00.000Z';
/** Far past every deadline of the fixtures. */
export const FIXTURE_LATER = '2026-12-31T10:00:00.000Z';

const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.parse(FIXTURE_NOW) + hours * HOUR).toISOString();

/** A binding request sent an hour ago for a confirmed-policy trip three months away. */
export function lifecycleBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 4711,
    ecommerceStatus: 'pending_confirmation',
    isAccepted: false,
    bookingMethod: 'binding',
    expiry: null,
    fromDate: '2027-02-20',
    toDate: '2027-02-27',
    requestedAt: hoursFromNow(-1),
    acceptedAt: null,
    responseDeadlineExtensions: 0,
    cancellationPolicy: 'flex',
    currency: 'sek',
    paidAmount: 0,
    hasPlatformInsurance: true,
    hasDeductibleBuydown: false,
    allowsAddingExtraCharges: true,
    nextPayableInstallment: null,
    ...overrides,
  };
}

/** One booking per status the lifecycle shows. */
export const BOOKINGS = {
  draft: lifecycleBooking({ ecommerceStatus: 'draft' }),
  requested: lifecycleBooking(),
  requestedExtendedTwice: lifecycleBooking({ responseDeadlineExtensions: 2 }),
  accepted: lifecycleBooking({ isAccepted: true, acceptedAt: hoursFromNow(-1), nextPayableInstallment: { id: 90, type: 'down_payment', amount: 250_000 } }),
  confirmed: lifecycleBooking({ ecommerceStatus: 'confirmed', isAccepted: true, acceptedAt: hoursFromNow(-30), paidAmount: 250_000 }),
  active: lifecycleBooking({ ecommerceStatus: 'active', isAccepted: true, fromDate: '2026-11-18', toDate: '2026-11-25', paidAmount: 1_000_000 }),
  ended: lifecycleBooking({ ecommerceStatus: 'ended', isAccepted: true, fromDate: '2026-11-10', toDate: '2026-11-17', paidAmount: 1_000_000 }),
  completed: lifecycleBooking({ ecommerceStatus: 'completed', isAccepted: true, fromDate: '2026-10-10', toDate: '2026-10-17', paidAmount: 1_000_000 }),
  declined: lifecycleBooking({ ecommerceStatus: 'canceled_by_owner' }),
  canceledByOwner: lifecycleBooking({ ecommerceStatus: 'canceled_by_owner', isAccepted: true, acceptedAt: hoursFromNow(-5) }),
  canceledByRenter: lifecycleBooking({ ecommerceStatus: 'canceled_by_renter', isAccepted: true, paidAmount: 250_000 }),
  expired: lifecycleBooking({ ecommerceStatus: 'canceled_by_system', expiry: 'unanswered' }),
  canceledBySystem: lifecycleBooking({ ecommerceStatus: 'canceled_by_system', isAccepted: true }),
} satisfies Record<string, Booking>;

export const lifecycleInput = (role: BookingRole, booking: Booking = BOOKINGS.requested, now = FIXTURE_NOW): LifecycleInput => ({ role, booking, now });

/** What the accept's check finds for the request of 20–27 February: nothing, two other requests, or nights taken. */
export const CONFLICTS = {
  none: { vehicleId: 41, overlapping: [], takenBy: [] },
  overlapping: {
    vehicleId: 41,
    overlapping: [
      { bookingId: 4712, renterFirstName: 'Maja', fromDate: '2027-02-18', toDate: '2027-02-22' },
      { bookingId: 4713, renterFirstName: 'Olli', fromDate: '2027-02-21', toDate: '2027-02-28' },
    ],
    takenBy: [],
  },
  taken: {
    vehicleId: 41,
    overlapping: [],
    takenBy: [
      { kind: 'booking', bookingId: 4714, renterFirstName: 'Maja', fromDate: '2027-02-18', toDate: '2027-02-22' },
      { kind: 'blocked', fromDate: '2027-02-25', toDate: '2027-02-26', reason: 'own_use' },
    ],
  },
  /** The owner blocked every night of the request (20 to 26 February) since it came. */
  blockedWhole: {
    vehicleId: 41,
    overlapping: [],
    takenBy: [{ kind: 'blocked', fromDate: '2027-02-20', toDate: '2027-02-26', reason: null }],
  },
} satisfies Record<string, AcceptConflicts>;
