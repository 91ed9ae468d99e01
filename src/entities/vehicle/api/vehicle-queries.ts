import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';

/** The owner's vehicles are cached for 60 s and refetched after a vehicle is created or deleted (spec 000 §4). */
export const MY_VEHICLES_STALE_MS = 60_000;

/** The contract's largest page: an owner with `canManageMultipleAssets` may have more than the default 15. */
const MY_VEHICLES_PAGE_SIZE = 100;

export const vehicleKeys = {
  all: ['vehicles'] as const,
  mine: (userId: number) => [...vehicleKeys.all, 'mine', userId] as const,
};

export const vehicleQueries = {
  mine: (userId: number) =>
    queryOptions({
      queryKey: vehicleKeys.mine(userId),
      queryFn: async () => (await unwrap(api.GET('/me/assets', { params: { query: { 'filter[type]': 'vehicle', 'page[size]': MY_VEHICLES_PAGE_SIZE } } }))).data,
      staleTime: MY_VEHICLES_STALE_MS,
    }),
};

/** How many of an owner's published vehicles the owner profile shows. */
export const OWNER_PROFILE_VEHICLES = 24;

/** Another owner's published vehicles (the search with `filter[ownerId]`): the owner profile page (002 §2.2). */
export const ownerVehiclesQuery = (ownerId: number) =>
  queryOptions({
    queryKey: [...vehicleKeys.all, 'owner', ownerId] as const,
    queryFn: async ({ signal }) => {
      const body = await unwrap(
        api.GET('/assets', { params: { query: { filter: { ownerId }, 'page[size]': OWNER_PROFILE_VEHICLES, 'page[number]': 1, target: 'list' } }, signal }),
      );
      return 'data' in body ? body.data : [];
    },
    staleTime: 60_000,
  });
