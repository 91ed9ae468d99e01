import { useQuery } from '@tanstack/react-query';
import { useRoleOverride, useSession, userStatusQuery } from '@/entities/session';
import { vehicleQueries } from '@/entities/vehicle';
import { gettingStartedBadge } from '../model/getting-started-badge';
import { useFlag } from '@/shared/config';
import { useIsRouteAvailable } from '@/shared/routing';
import { mainMenu, onlyAvailable, profileMenu, type MenuInput } from '../model/menus';

export function useHeaderMenus() {
  const { user, status } = useSession();
  const roleOverride = useRoleOverride();
  const isAvailable = useIsRouteAvailable();
  const signedIn = Boolean(user) && (status === 'authenticated' || status === 'impersonating');
  const isOwner = user?.role === 'owner' || (user?.role === 'admin' && roleOverride === 'owner');
  const vehicles = useQuery({ ...vehicleQueries.mine(user?.id ?? 0), enabled: signedIn && isOwner });
  // Bookings and reviews in the menus need the renterAccess feature flag (spec 002 §6).
  const renterAccess = useFlag('renterAccess');
  const statusQuery = useQuery({ ...userStatusQuery(user?.id ?? 0), enabled: signedIn });

  const ownVehicles = (vehicles.data ?? []).map((v) => ({ id: v.id, isActive: Boolean(v.isActive), activationCount: v.activationCount ?? 0 }));
  const input: MenuInput = {
    user: signedIn ? user : undefined,
    vehicles: ownVehicles,
    gettingStartedBadge: gettingStartedBadge(isOwner ? 'owner' : user?.role, ownVehicles),
    actionableBookings: statusQuery.data?.actionableBookings ?? 0,
    unreadConversations: statusQuery.data?.unreadConversations.length ?? 0,
    renterAccess,
    roleOverride,
  };
  return {
    signedIn,
    user: signedIn ? user : undefined,
    main: onlyAvailable(mainMenu(input), isAvailable),
    profile: onlyAvailable(profileMenu(input), isAvailable),
  };
}
