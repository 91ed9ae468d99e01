import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { readPendingMessage } from '@/entities/cart';
import { peekRedirectTarget, takeRedirectTarget, type SessionView } from '@/entities/session';
import { afterLoginDestination, decidesWithoutAccountData, type OwnerVehicleSummary, type RenterBookingSummary } from '@/entities/user';
import { clearPendingFavorite, favoriteKeys, favoriteQueries, readPendingFavorite, vehicleQueries } from '@/entities/vehicle';
import { flagValue } from '@/shared/config';
import type { RouteName, useLocalizedHref } from '@/shared/routing';
import { addFavorite, fetchRenterBookings } from '../api/destination-data';
import { reportError } from '@/shared/lib/observability';

export type SignedInUser = NonNullable<SessionView['user']>;

export interface AfterLoginOptions {
  /** When no rule sends the user anywhere: a popup closes, a login page goes home. */
  onStay: () => void;
  /** Replace the current history entry (a page that must not be returned to, such as the OAuth callback). */
  replace?: boolean;
}

export interface AfterLoginTools {
  navigate: NavigateFunction;
  hrefTo: ReturnType<typeof useLocalizedHref>;
  isAvailable: (name: RouteName) => boolean;
  queryClient: QueryClient;
}

async function accountData(user: SignedInUser, fetchVehicles: () => Promise<OwnerVehicleSummary[]>) {
  const empty = { bookings: [] as RenterBookingSummary[], vehicles: [] as OwnerVehicleSummary[] };
  try {
    if (user.role === 'renter') return { ...empty, bookings: await fetchRenterBookings() };
    if (user.role === 'owner') return { ...empty, vehicles: await fetchVehicles() };
  } catch (error) {
    // Not knowing where to go must not undo a login: the user stays where they are.
    reportError('Could not load the data for the after-login destination', error);
  }
  return empty;
}

/**
 * Takes a freshly signed-in user where 002 §4.2 says: gathers the rules' inputs (saved
 * favourite, redirect cookie, bookings, vehicles), then navigates. A destination whose page
 * is not built yet falls back to the home page.
 */
export async function runAfterLogin(user: SignedInUser, { onStay, replace = false }: AfterLoginOptions, { navigate, hrefTo, isAvailable, queryClient }: AfterLoginTools): Promise<void> {
  // What was fetched as a guest (favourite flags, prices in the site currency) is stale now.
  void queryClient.invalidateQueries();
  const known = {
    role: user.role,
    pendingFavoriteId: readPendingFavorite(),
    hasPendingMessage: readPendingMessage() !== '',
    redirectTarget: peekRedirectTarget(),
  };
  const data = decidesWithoutAccountData(known) ? { bookings: [], vehicles: [] } : await accountData(user, () => queryClient.fetchQuery(vehicleQueries.mine(user.id)));
  const destination = afterLoginDestination({ ...known, ...data, renterAccess: flagValue('renterAccess') });

  switch (destination.kind) {
    case 'stay':
      if (destination.addFavorite !== undefined) {
        clearPendingFavorite();
        // 002 §8: favourite call errors are reported, never shown.
        await addFavorite(destination.addFavorite).catch((error: unknown) => reportError('Could not save the favourite', error));
        // The hearts asked for the favourites when the login began, maybe before this add landed:
        // that answer must not win, so it is cancelled and the heart set before asking again.
        await queryClient.cancelQueries({ queryKey: favoriteKeys.all });
        const favorite = destination.addFavorite;
        queryClient.setQueryData(favoriteQueries.ids(user.id).queryKey, (ids) => new Set([...(ids ?? []), favorite]));
        void queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
      }
      onStay();
      return;
    case 'path':
      takeRedirectTarget();
      await navigate(destination.path, { replace });
      return;
    case 'route':
      await navigate(isAvailable(destination.name) ? hrefTo(destination.name, destination.params) : hrefTo('index'), { replace });
  }
}
