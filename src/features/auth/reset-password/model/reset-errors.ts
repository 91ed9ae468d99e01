import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@/shared/api';

export const GENERIC_ERROR = msg`Something went wrong. Please try again.`;
const TOO_MANY_ATTEMPTS = msg`Too many attempts. Wait a moment and try again.`;
export const INVALID_EMAIL = msg`Enter a valid e-mail address.`;
export const NEW_PASSWORD_NOT_ACCEPTED = msg`The new password was not accepted. Choose another one with at least 8 characters, an uppercase letter, a lowercase letter and a digit.`;

export type RequestResetFailure = { field: 'email'; message: MessageDescriptor } | { field?: undefined; message: MessageDescriptor };

/** Errors of POST /auth/create-password-reset by slug. */
export function requestResetFailure(error: unknown): RequestResetFailure {
  if (isApiError(error)) {
    if (error.status === 429 || error.slug === 'too_many_attempts') return { message: TOO_MANY_ATTEMPTS };
    if (error.status === 422) return { field: 'email', message: INVALID_EMAIL };
  }
  return { message: GENERIC_ERROR };
}

/**
 * Errors of POST /auth/reset-password (002 §8): "reset link no longer valid (request a new one)"
 * and "new password not accepted".
 */
export type ResetFailure = { kind: 'invalid-code' } | { kind: 'password'; message: MessageDescriptor } | { kind: 'other'; message: MessageDescriptor };

export function resetFailure(error: unknown): ResetFailure {
  if (isApiError(error)) {
    if (error.slug === 'invalid_reset_code') return { kind: 'invalid-code' };
    if (error.slug === 'new_password_not_accepted' || error.slug === 'invalid_new_password' || 'password' in error.fieldErrors) {
      return { kind: 'password', message: NEW_PASSWORD_NOT_ACCEPTED };
    }
    if (error.status === 429 || error.slug === 'too_many_attempts') return { kind: 'other', message: TOO_MANY_ATTEMPTS };
  }
  return { kind: 'other', message: GENERIC_ERROR };
}
