import { epochDay, todayEpochDay } from '@/shared/lib/dates';
import { ownerResponseDeadline } from './response-deadlines';
import type { BookingRole, BookingState, BookingStatus, Instant } from './types';

type WithStatus = Pick<BookingState, 'ecommerceStatus'>;

const OPEN_STATUSES: readonly BookingStatus[] = ['pending_confirmation', 'confirmed', 'active'];

/** 001 §4: open when pending (pending_confirmation), confirmed or active. */
export const isOpen = ({ ecommerceStatus }: WithStatus): boolean => OPEN_STATUSES.includes(ecommerceStatus);

/** The start day has come (UTC calendar days). */
export const hasStarted = ({ fromDate }: { fromDate: string }, now: Date): boolean => todayEpochDay(now) >= epochDay(fromDate);

/** The owner has accepted but the first payment has not confirmed the booking yet. */
export const isAcceptedButUnconfirmed = ({ ecommerceStatus, isAccepted }: BookingState): boolean =>
  ecommerceStatus === 'pending_confirmation' && isAccepted;

/** A request the owner has neither accepted nor declined yet. */
export const isAwaitingOwner = ({ ecommerceStatus, isAccepted }: BookingState): boolean =>
  ecommerceStatus === 'pending_confirmation' && !isAccepted;

/** 001 §4: a renter may withdraw a request until the owner accepts it. */
export const canRenterWithdraw = (booking: BookingState): boolean => isAwaitingOwner(booking);

/**
 * 001 §4: renter cancellation is allowed when open, not active, and not accepted-but-unconfirmed.
 *
 * "Only support can cancel a confirmed booking" (001 §1) is read as binding the owner,
 * not the renter: this rule excludes exactly the accepted-but-unconfirmed state, which
 * only makes sense if a confirmed booking is renter-cancellable (otherwise cancel and
 * withdraw would coincide), and the renter cancel reasons (sickness, bought_my_own)
 * and the refund-by-notice policies exist for confirmed bookings. So the renter may
 * cancel a confirmed booking, with the policy's refund; see `onlySupportCancelsConfirmed`.
 */
export const canRenterCancel = (booking: BookingState): boolean =>
  isOpen(booking) && booking.ecommerceStatus !== 'active' && !isAcceptedButUnconfirmed(booking);

/**
 * Which renter action ends the booking: before acceptance it is a withdrawal (withdraw
 * reasons, full refund), afterwards a cancellation (cancel reasons, refund by policy).
 * Both rules allow a not-yet-accepted request; withdraw wins there.
 */
export function renterCancellationKind(booking: BookingState): 'withdraw' | 'cancel' | undefined {
  if (canRenterWithdraw(booking)) return 'withdraw';
  return canRenterCancel(booking) ? 'cancel' : undefined;
}

/**
 * 001 §1 "Only support can cancel a confirmed booking", read as applying to the owner
 * (the renter's own cancellation of a confirmed booking is allowed by `canRenterCancel`).
 * True when the UI must send this party to support instead of offering a cancel button.
 */
export const onlySupportCancelsConfirmed = (role: BookingRole, { ecommerceStatus }: WithStatus): boolean =>
  role === 'owner' && ecommerceStatus === 'confirmed';

/** The owner may cancel an accepted booking until its first payment confirms it; before acceptance they decline instead. */
export const canOwnerCancel = (booking: BookingState): boolean => isAcceptedButUnconfirmed(booking);

/** The owner may accept or decline a request that is still unanswered, before the response deadline. */
export function canOwnerAnswer(
  booking: BookingState & { createdAt: Instant; responseDeadlineExtensions: number },
  now: Date,
): boolean {
  return (
    isAwaitingOwner(booking) &&
    now.getTime() < ownerResponseDeadline(booking.createdAt, booking.responseDeadlineExtensions).getTime()
  );
}

/**
 * 001 §4: deductible buydown may be bought when pending or confirmed, with platform
 * insurance, no buydown yet, not started, and no next payable installment or one that
 * is a down payment or rental fee (a later add-on installment must be paid first).
 */
export function canBuyDeductibleBuydown(
  booking: WithStatus & { fromDate: string; hasPlatformInsurance: boolean; hasDeductibleBuydown: boolean },
  nextPayableInstallment: { type: string } | undefined,
  now: Date,
): boolean {
  const installmentAllows =
    nextPayableInstallment === undefined || nextPayableInstallment.type === 'down_payment' || nextPayableInstallment.type === 'rental_fee';
  return (
    (booking.ecommerceStatus === 'pending_confirmation' || booking.ecommerceStatus === 'confirmed') &&
    booking.hasPlatformInsurance &&
    !booking.hasDeductibleBuydown &&
    !hasStarted(booking, now) &&
    installmentAllows
  );
}

/** 001 §4: additional drivers when open, not active and not started. */
export const canAddAdditionalDrivers = (booking: WithStatus & { fromDate: string }, now: Date): boolean =>
  isOpen(booking) && booking.ecommerceStatus !== 'active' && !hasStarted(booking, now);

/** 001 §4, §6: only the owner, once ended or completed, if the booking allows extra charges. */
export const canAddLateExtraCharge = (
  role: BookingRole,
  booking: WithStatus & { allowsAddingExtraCharges: boolean },
): boolean =>
  role === 'owner' &&
  (booking.ecommerceStatus === 'ended' || booking.ecommerceStatus === 'completed') &&
  booking.allowsAddingExtraCharges;
