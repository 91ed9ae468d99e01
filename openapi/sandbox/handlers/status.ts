import type { RouteContext } from '../http/route';
import { messagesOf } from '../views/message.view';

/** Conversations with messages the user has not read (sent by the other user). */
export function unreadConversationIds(ctx: Pick<RouteContext, 'store'>, userId: number): number[] {
  return ctx.store.conversations
    .all()
    .filter((c) => c.userIds.includes(userId) && messagesOf(ctx, c.id).some((m) => m.senderId !== userId && m.readAt === null))
    .map((c) => c.id);
}

/**
 * Bookings waiting for the user (the menu badge): for an owner, requests to answer
 * and change requests from the renter; for a renter, accepted bookings to pay,
 * change requests from the owner and handover documentation to approve.
 */
export function actionableBookings(ctx: Pick<RouteContext, 'store'>, userId: number): number {
  const { store } = ctx;
  const pendingChange = (bookingId: number, from: 'renter' | 'owner') => store.changeRequests.by('bookingId', bookingId).some((c) => c.status === 'pending' && c.createdBy === from);
  const asOwner = store.bookings.by('ownerId', userId).filter(
    (b) =>
      (b.ecommerceStatus === 'pending_confirmation' && b.requestStatus === 'requested') ||
      pendingChange(b.id, 'renter'),
  );
  const asRenter = store.bookings.by('renterId', userId).filter(
    (b) =>
      (b.ecommerceStatus === 'pending_confirmation' && b.requestStatus === 'accepted') ||
      pendingChange(b.id, 'owner') ||
      (b.ownerCheckinDone && b.checkinApprovedAt === null) ||
      (b.ownerCheckoutDone && b.checkoutApprovedAt === null),
  );
  return asOwner.length + asRenter.length;
}
