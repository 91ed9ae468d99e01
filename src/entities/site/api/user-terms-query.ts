import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';

/** The current user terms (GET /user-terms), shown in the accept-new-terms modal and from the sign-up form. */
export const userTermsQuery = () =>
  queryOptions({
    queryKey: ['site', 'user-terms'] as const,
    queryFn: async () => (await unwrap(api.GET('/user-terms'))).data,
    staleTime: 60 * 60 * 1000,
  });
