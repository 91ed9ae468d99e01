import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@/shared/api';

/** 002 §5 errors of a password change: invalid current password, invalid new password, new password not accepted. */
export type ChangePasswordFailure =
  | { field: 'currentPassword' | 'newPassword'; message: MessageDescriptor }
  | { field?: undefined; message: MessageDescriptor };

export function changePasswordFailure(error: unknown): ChangePasswordFailure {
  if (isApiError(error)) {
    if (error.slug === 'invalid_current_password' || 'currentPassword' in error.fieldErrors) {
      return { field: 'currentPassword', message: msg`The current password is wrong.` };
    }
    if (error.slug === 'new_password_not_accepted' || error.slug === 'invalid_new_password' || 'newPassword' in error.fieldErrors) {
      return {
        field: 'newPassword',
        message: msg`The new password was not accepted. Choose another one, different from the current one, with at least 8 characters, an uppercase letter, a lowercase letter and a digit.`,
      };
    }
  }
  return { message: msg`Your password could not be changed. Please try again.` };
}
