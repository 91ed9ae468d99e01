import { queryOptions } from '@tanstack/react-query';
import { api, unwrap, type components } from '@/shared/api';

export type CurrentUser = components['schemas']['User'];
export type UserStats = components['schemas']['UserStats'];

/** Query keys and options of the user entity; the session clears the cache when it ends. */
export const userQueries = {
  all: () => ['user'] as const,
  /** The signed-in user as the API has it now (GET /me), for forms that edit it. */
  me: () =>
    queryOptions({
      queryKey: [...userQueries.all(), 'me'] as const,
      // "Now": a form that edits the user loads it afresh when it opens (the app's default keeps
      // data 30 s), so it starts from the saved state and a token the API refuses shows at once.
      staleTime: 0,
      queryFn: async ({ signal }): Promise<CurrentUser> => {
        // GET /me also carries a fresh token; the session renews its own, so only the user is kept.
        const { token: _token, ...user } = (await unwrap(api.GET('/me', { signal }))).data;
        return user;
      },
    }),
  /** Another user's public statistics (`GET /users/{id}/stats`): what an owner sees of a renter who asks to book. */
  stats: (userId: number) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'stats', userId] as const,
      queryFn: async ({ signal }): Promise<UserStats> => (await unwrap(api.GET('/users/{id}/stats', { params: { path: { id: userId } }, signal }))).data,
      staleTime: 5 * 60_000,
    }),
};
