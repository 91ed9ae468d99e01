import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@/shared/api';

/** 002 §5: "Verify email: wrong code gives 'Verification failed. Try again.'" */
export const VERIFICATION_FAILED = msg`Verification failed. Try again.`;

export type VerifyFailure = { field: 'code'; message: MessageDescriptor } | { field?: undefined; message: MessageDescriptor };

export function verifyFailure(error: unknown): VerifyFailure {
  if (isApiError(error)) {
    if (error.status === 429 || error.slug === 'too_many_attempts') return { message: msg`Too many attempts. Wait a moment and try again.` };
    if (error.slug === 'invalid_verification_code' || error.status === 422) return { field: 'code', message: VERIFICATION_FAILED };
  }
  return { message: msg`Something went wrong. Please try again.` };
}
