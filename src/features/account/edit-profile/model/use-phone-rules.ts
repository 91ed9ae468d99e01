import { useQuery } from '@tanstack/react-query';
import { loadPhoneRules } from '@/entities/user';

/**
 * The phone rules' chunk, loaded while the user is: a query gives the form the same
 * loading, failure and retry as the data. Code does not change, so it never goes stale.
 */
export function usePhoneRules() {
  return useQuery({ queryKey: ['code', 'phone-rules'], queryFn: loadPhoneRules, staleTime: Infinity, gcTime: Infinity });
}
