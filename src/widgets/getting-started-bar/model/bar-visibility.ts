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
