import { toHandoverBooking, type BookingDto, type HandoverBooking, type HandoverPhase } from '@/entities/booking';
import { isPaidInFull } from '@/entities/order';
import { needsIdVerification } from '@/entities/user';

type Order = Parameters<typeof isPaidInFull>[0];
interface Viewer {
  id: number;
  isIdVerified: boolean;
  country: string | null;
}

export const roleOf = (booking: Pick<BookingDto, 'owner'>, viewer: Pick<Viewer, 'id'> | undefined): 'owner' | 'renter' => (viewer && booking.owner.id === viewer.id ? 'owner' : 'renter');

/**
 * 001 §5 for the party looking: the renter decides with their own country; the owner sees only
 * whether the renter is verified, so a renter of a vehicle considered Swiss (who may live in CH or
 * LI and be exempt) is left to the renter's own page, where the approval waits for the ID.
 */
function idVerificationNeeded(booking: BookingDto, viewer: Viewer | undefined): boolean {
  const vehicle = { isConsideredSwiss: booking.assetSnapshot.isConsideredSwiss };
  if (roleOf(booking, viewer) === 'renter' && viewer) return needsIdVerification({ role: 'renter', user: { isIdVerified: viewer.isIdVerified, country: viewer.country }, vehicle });
  if (booking.renter.isIdVerified ?? false) return false;
  return !vehicle.isConsideredSwiss;
}

/** The booking and its order (paid in full, deposit included) as the handover reads them. */
export function handoverOf(booking: BookingDto, order: Order, viewer: Viewer | undefined, phase: HandoverPhase): HandoverBooking {
  return toHandoverBooking(booking, phase, {
    isCheckinOpen: booking.isCheckinOpen ?? false,
    paidInFull: isPaidInFull(order, { cashDeposit: booking.hasCashDeposit ?? false }),
    idVerificationNeeded: idVerificationNeeded(booking, viewer),
  });
}
