import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { vehicleKeys } from './vehicle-queries';

/**
 * The brand list of the editor (000 §3; `other_brand` is its "other" choice); it changes rarely.
 * Apart from `vehicleQueries`, which the header loads at start-up: only the editor needs it.
 */
export const vehicleBrandsQuery = () =>
  queryOptions({
    queryKey: [...vehicleKeys.all, 'brands'] as const,
    queryFn: async ({ signal }) => (await unwrap(api.GET('/asset-brands', { signal }))).data,
    staleTime: 60 * 60_000,
  });
