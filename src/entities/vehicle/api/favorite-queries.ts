import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';

export const favoriteKeys = {
  all: ['favorites'] as const,
  /** The ids of the signed-in user's favourites, for the hearts. */
  ids: (userId: number) => [...favoriteKeys.all, 'ids', userId] as const,
  /** The favourites with their vehicles, for the favourites page. */
  list: (userId: number) => [...favoriteKeys.all, 'list', userId] as const,
};

export const favoriteQueries = {
  /** `GET /me/favorite-assets`: which vehicles the user has hearted. */
  ids: (userId: number) =>
    queryOptions({
      queryKey: favoriteKeys.ids(userId),
      queryFn: async ({ signal }) => new Set((await unwrap(api.GET('/me/favorite-assets', { signal }))).data.map((f) => f.assetId)),
    }),
  /** `GET /me/favorite-assets?include=asset`: the favourites newest first, each with its vehicle. */
  list: (userId: number) =>
    queryOptions({
      queryKey: favoriteKeys.list(userId),
      queryFn: async ({ signal }) =>
        (await unwrap(api.GET('/me/favorite-assets', { params: { query: { include: 'asset' } }, signal }))).data.flatMap((f) =>
          f.asset ? [f.asset] : [],
        ),
    }),
};
