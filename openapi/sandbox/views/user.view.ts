import type { components } from '@openapi/generated/schema';
import { isConsideredSwiss, isFullyOnboarded, isOmocomMarket } from '../logic/user-profile';
import type { RouteContext } from '../http/route';
import type { UserRow } from '../store/rows';

type S = components['schemas'];
type ViewContext = Pick<RouteContext, 'store' | 'urls'>;

/** Statuses in which the owner has a confirmed booking to count. */
const CONFIRMED_STATUSES: readonly string[] = ['confirmed', 'active', 'ended', 'completed'];

export const fullNameOf = (user: UserRow): string => [user.firstName, user.lastName].filter(Boolean).join(' ');

export function avatarUrlOf(ctx: ViewContext, user: UserRow): string | null {
  return user.avatar ? ctx.urls.userImage('avatar', user.id, user.avatar).url : null;
}

/** The logged-in user as the site reads it (002 §3), with the derived flags and counts. */
export function userView(ctx: ViewContext, user: UserRow): S['User'] {
  const { password: _password, emailVerifiedAt: _verified, registerCheckPassed: _check, deletedAt: _deleted, avatar, organizationLogotype, ...fields } = user;
  return {
    ...fields,
    name: fullNameOf(user),
    address: user.street ? `${user.street} ${user.houseNumber ?? ''}`.trim() : null,
    isEmailVerified: user.emailVerifiedAt !== null,
    isBlockedByRegisterCheck: user.registerCheckPassed === false,
    isConsideredSwiss: isConsideredSwiss(user.country),
    isOmocomMarket: isOmocomMarket(user.country),
    reviewsCount: ctx.store.reviews.by('revieweeId', user.id).length,
    hasBankAccount: ctx.store.bankAccounts.by('userId', user.id).length > 0,
    confirmedBookings: user.role === 'owner' ? ctx.store.bookings.by('ownerId', user.id).filter((b) => CONFIRMED_STATUSES.includes(b.ecommerceStatus)).length : 0,
    isFullyOnboarded: isFullyOnboarded(user),
    avatarUrl: avatarUrlOf(ctx, user),
    avatar: avatar ? ctx.urls.userImage('avatar', user.id, avatar) : null,
    organizationLogotype: organizationLogotype ? ctx.urls.userImage('logotype', user.id, organizationLogotype) : null,
  };
}

/** Another user as anyone may see them (no full name or contact details). */
export function publicUserView(ctx: ViewContext, user: UserRow): S['PublicUser'] {
  return {
    id: user.id,
    firstName: user.firstName,
    avatarUrl: avatarUrlOf(ctx, user),
    topOwner: user.topOwner,
    isOrganizationRepresentative: user.isOrganizationRepresentative,
    organizationName: user.organizationName,
    createdAt: user.createdAt,
  };
}
