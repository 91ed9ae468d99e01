import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@/shared/api';

/** 002 §5: deleting an account with a wrong password: "Invalid password. Try again." */
export const INVALID_PASSWORD = msg`Invalid password. Try again.`;

export type DeleteFailure = { field: 'password'; message: MessageDescriptor } | { field?: undefined; message: MessageDescriptor };

/** 002 §4.11: deletion needs the password and is blocked while the user has active bookings. */
export function deleteFailure(error: unknown): DeleteFailure {
  if (isApiError(error)) {
    if (error.slug === 'invalid_password' || 'password' in error.fieldErrors) return { field: 'password', message: INVALID_PASSWORD };
    if (error.slug === 'active_bookings_exist') {
      return { message: msg`Your account cannot be deleted while you have active bookings. Once they are completed or cancelled, you can delete it.` };
    }
  }
  return { message: msg`Your account could not be deleted. Please try again.` };
}
