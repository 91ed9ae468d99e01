import type { SessionUser } from '@/entities/session';
import type { RouteName } from '@/shared/routing';

export type MenuItemId =
  | 'getting-started'
  | 'all-vehicles'
  | 'rent'
  | 'rent-out'
  | 'dashboard'
  | 'bookings'
  | 'messages'
  | 'magazine'
  | 'faq'
  | 'sign-up'
  | 'login'
  | 'profile'
  | 'my-vehicles'
  | 'my-vehicle'
  | 'favorites'
  | 'reviews'
  | 'payment-methods'
  | 'economy'
  | 'payouts'
  | 'payout-reports'
  | 'economy-settings'
  | 'account'
  | 'admin-site'
  | 'login-as-user'
  | 'view-as-owner'
  | 'view-as-renter'
  | 'logout';

export type MenuItem =
  | { id: MenuItemId; kind: 'route'; route: RouteName; params?: Record<string, string | number>; badge?: number }
  | { id: MenuItemId; kind: 'external'; target: 'help-centre' | 'admin-site' }
  | { id: MenuItemId; kind: 'action'; action: 'logout' | 'override-owner' | 'override-renter'; pressed?: boolean }
  | { id: MenuItemId; kind: 'submenu'; items: MenuItem[] };

export interface MenuInput {
  user: SessionUser | undefined;
  /** The owner's vehicles, as far as the menus need them. */
  vehicles: { id: number; isActive: boolean; activationCount?: number }[];
  gettingStartedBadge: number;
  actionableBookings: number;
  unreadConversations: number;
  /** The bookings and reviews menu items need the renterAccess feature (spec 002 §2.5). */
  renterAccess: boolean;
  roleOverride?: SessionUser['role'] | undefined;
}

const route = (id: MenuItemId, name: RouteName, badge?: number): MenuItem =>
  badge ? { id, kind: 'route', route: name, badge } : { id, kind: 'route', route: name };

const isOwner = (input: MenuInput) => input.user?.role === 'owner' || (input.user?.role === 'admin' && input.roleOverride === 'owner');
const isRenter = (input: MenuInput) => input.user?.role === 'renter' || (input.user?.role === 'admin' && input.roleOverride === 'renter');
const hasActiveVehicle = (input: MenuInput) => input.vehicles.some((v) => v.isActive || (v.activationCount ?? 0) > 0);

/** Guests, admins and editors: rent out, rent, FAQ, magazine, sign up, log in (spec 002 §2.5). */
export function guestMenu(): MenuItem[] {
  return [
    route('rent-out', 'rent-out'),
    route('rent', 'all'),
    { id: 'faq', kind: 'external', target: 'help-centre' },
    route('magazine', 'magazine'),
    route('sign-up', 'sign-up'),
    route('login', 'login'),
  ];
}

/** The main menu of a logged-in renter or owner (admins and editors get the guest menu). */
export function mainMenu(input: MenuInput): MenuItem[] {
  const user = input.user;
  if (!user) return guestMenu();
  if (user.role === 'admin' || user.role === 'editor') {
    return guestMenu().filter((item) => item.id !== 'sign-up' && item.id !== 'login');
  }
  const owner = isOwner(input);
  const items: MenuItem[] = [route('getting-started', 'getting-started', input.gettingStartedBadge)];
  items.push(owner ? route('all-vehicles', 'all') : route('rent', 'all'));
  if (owner && input.vehicles.length > 0) items.push(route('dashboard', 'owner-dashboard'));
  if (input.renterAccess) items.push(route('bookings', 'bookings', input.actionableBookings));
  items.push(route('messages', 'messages', input.unreadConversations));
  items.push(route('magazine', 'magazine'));
  return items;
}

/** The profile menu of a logged-in user (spec 002 §2.5), with the admin's extra items. */
export function profileMenu(input: MenuInput): MenuItem[] {
  const user = input.user;
  if (!user) return [];
  const items: MenuItem[] = [route('profile', 'profile')];
  if (isOwner(input)) {
    // A single-vehicle owner gets a sub-menu of that vehicle's editor steps.
    const only = !user.canManageMultipleAssets && input.vehicles.length === 1 ? input.vehicles[0] : undefined;
    items.push(
      only
        ? {
            id: 'my-vehicle',
            kind: 'submenu',
            items: [route('my-vehicles', 'edit-vehicles'), { id: 'my-vehicle', kind: 'route', route: 'edit-vehicle', params: { id: only.id } }],
          }
        : route('my-vehicles', 'edit-vehicles'),
    );
  }
  items.push(route('favorites', 'favorites'));
  if ((user.reviewsCount ?? 0) > 0 && input.renterAccess) items.push(route('reviews', 'reviews'));
  // Renters pay for bookings; owners cannot send booking requests (001 §6), so they have no cards to keep.
  if (isRenter(input) && input.renterAccess) items.push(route('payment-methods', 'payment-methods'));
  if (isOwner(input) && user.hasBankAccount && input.renterAccess) {
    items.push({
      id: 'economy',
      kind: 'submenu',
      items: [route('payouts', 'payouts'), route('payout-reports', 'payout-reports'), route('economy-settings', 'economy-settings')],
    });
  }
  items.push(route('account', 'account'));
  items.push({ id: 'faq', kind: 'external', target: 'help-centre' });
  if (user.role === 'admin' || user.role === 'editor') items.push({ id: 'admin-site', kind: 'external', target: 'admin-site' });
  if (user.role === 'admin') {
    items.push(route('login-as-user', 'login-as-user'));
    items.push({ id: 'view-as-owner', kind: 'action', action: 'override-owner', pressed: input.roleOverride === 'owner' });
    items.push({ id: 'view-as-renter', kind: 'action', action: 'override-renter', pressed: input.roleOverride === 'renter' });
  }
  items.push({ id: 'logout', kind: 'action', action: 'logout' });
  return items;
}

/** A sub-menu with 3 items or fewer is shown small (spec 002 §2.5). */
export const isSmallSubMenu = (items: MenuItem[]): boolean => items.length <= 3;

/** Drops route items whose page does not exist yet, and sub-menus left empty. */
export function onlyAvailable(items: MenuItem[], isAvailable: (name: RouteName) => boolean): MenuItem[] {
  return items.flatMap((item): MenuItem[] => {
    if (item.kind === 'route') return isAvailable(item.route) ? [item] : [];
    if (item.kind === 'submenu') {
      const children = onlyAvailable(item.items, isAvailable);
      if (children.length === 0) return [];
      return children.length === 1 ? children : [{ ...item, items: children }];
    }
    return [item];
  });
}

export { hasActiveVehicle };
