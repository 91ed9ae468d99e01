import { ApiError, forbidden, notFound } from '../http/api-error';
import { viewerOf, type Viewer } from '../http/auth';
import type { RouteContext } from '../http/route';
import type { AssetRow, BookingRow, UserRow } from '../store/rows';

// Lookups with the permission checks the handlers share: missing records are 404,
// records of other users 403 (001 §6, 002 §6).

/** A path id as a number (the route has checked it is an integer). */
export const idOf = (value: string | readonly string[] | undefined): number => Number(value);

export const isAdmin = (viewer: Viewer | null): boolean => viewer?.user.role === 'admin';

export function userOf(ctx: RouteContext, id: number): UserRow {
  const user = ctx.store.users.get(id);
  if (!user || user.deletedAt) throw notFound('user');
  return user;
}

export function assetOf(ctx: RouteContext, id: number): AssetRow {
  const asset = ctx.store.assets.get(id);
  if (!asset) throw notFound('vehicle', 'vehicle_not_found');
  return asset;
}

/** A vehicle the viewer may manage: their own, or any for an admin. */
export function ownAssetOf(ctx: RouteContext, id: number): AssetRow {
  const asset = assetOf(ctx, id);
  const viewer = viewerOf(ctx.viewer);
  if (asset.ownerId !== viewer.user.id && !isAdmin(viewer)) throw forbidden('Only the owner may manage this vehicle.');
  return asset;
}

export type BookingRole = 'renter' | 'owner' | 'admin';

/** A booking the viewer takes part in, and as whom. */
export function bookingOf(ctx: RouteContext, id: number): { booking: BookingRow; role: BookingRole; viewer: Viewer } {
  const booking = ctx.store.bookings.get(id);
  if (!booking) throw notFound('booking');
  const viewer = viewerOf(ctx.viewer);
  if (booking.renterId === viewer.user.id) return { booking, role: 'renter', viewer };
  if (booking.ownerId === viewer.user.id) return { booking, role: 'owner', viewer };
  if (isAdmin(viewer)) return { booking, role: 'admin', viewer };
  throw forbidden('This booking belongs to other users.');
}

/** Refuses unless the viewer acts as one of the roles (admins act for anyone). */
export function requireRole(role: BookingRole, allowed: readonly BookingRole[], message: string): void {
  if (role !== 'admin' && !allowed.includes(role)) throw forbidden(message);
}

/** The user whose records an admin may name with `userId` (others only see their own). */
export function subjectUser(ctx: RouteContext, userId: string | null): UserRow {
  const viewer = viewerOf(ctx.viewer);
  if (userId === null || Number(userId) === viewer.user.id) return viewer.user;
  if (!isAdmin(viewer)) throw forbidden('Only admins may read other users’ records.');
  return userOf(ctx, Number(userId));
}

export const badRequest = (message: string): ApiError => new ApiError(400, 'validation_failed', message);
