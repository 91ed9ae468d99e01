import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';

/** The owner's vehicles are cached for 60 s and refetched after a vehicle is created or deleted (spec 000 §4). */
export const MY_VEHICLES_STALE_MS = 60_000;

export const vehicleKeys = {
  all: ['vehicles'] as const,
  mine: (userId: number) => [...vehicleKeys.all, 'mine', userId] as const,
};

export const vehicleQueries = {
  mine: (userId: number) =>
    queryOptions({
      queryKey: vehicleKeys.mine(userId),
      queryFn: async () => (await unwrap(api.GET('/me/assets', { params: { query: { 'filter[type]': 'vehicle' } } }))).data,
      staleTime: MY_VEHICLES_STALE_MS,
    }),
};
