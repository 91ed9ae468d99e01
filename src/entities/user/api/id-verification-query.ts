import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { isNoRecord } from '../model/id-verification-errors';
import type { IdVerificationRecord } from '../model/id-verification-record';

/** `GET /me/id-verifications`: the user's record, or null when there is none yet (`model_not_found`, 001 §8). */
export async function fetchMyIdVerification(signal?: AbortSignal): Promise<IdVerificationRecord | null> {
  try {
    return (await unwrap(api.GET('/me/id-verifications', { signal }))).data;
  } catch (error) {
    if (isNoRecord(error)) return null;
    throw error;
  }
}

export const idVerificationQuery = () =>
  queryOptions({
    queryKey: ['user', 'id-verification'] as const,
    queryFn: ({ signal }) => fetchMyIdVerification(signal),
  });
