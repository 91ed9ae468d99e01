import { isActiveVehicle } from '@/entities/vehicle';
import type { RouteName } from '@/shared/routing';

/** 002 §2.2, §2.7: home, messages, magazine and catch-all pages hide the bar. */
export const BAR_HIDDEN_ROUTES: readonly RouteName[] = ['index', 'messages', 'magazine', 'magazine-post', 'magazine-category', 'magazine-tag'];

export interface BarUser {
  role: string;
  isOmocomMarket?: boolean;
  isFullyOnboarded?: boolean;
}

/**
 * 002 §2.7: shown for a logged-in owner in an omocom market who is not fully onboarded or has
 * never activated a vehicle, on routes that do not hide it; renters see no bar. A catch-all
 * content page has no route name.
 */
export function showsGettingStartedBar(
  routeName: RouteName | undefined,
  user: BarUser | undefined,
  vehicles: readonly { isActive: boolean; activationCount: number }[],
): boolean {
  if (!user || user.role !== 'owner' || user.isOmocomMarket !== true) return false;
  if (routeName === undefined || BAR_HIDDEN_ROUTES.includes(routeName)) return false;
  return user.isFullyOnboarded !== true || !vehicles.some(isActiveVehicle);
}

/**
 * Whether the bar will show whatever the owner's vehicles are: its place is held while its code
 * and the onboarding data load, so the page under it does not move down when it comes (a layout
 * shift of 0.12 on a phone). A fully onboarded owner's bar depends on the vehicles and is not held.
 */
export const holdsBarPlace = (routeName: RouteName | undefined, user: BarUser | undefined): boolean =>
  showsGettingStartedBar(routeName, user, []) && user?.isFullyOnboarded !== true;
