import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Failure, FieldRefusals } from '@/shared/lib/flow';

const GENERIC_ERROR = msg`Something went wrong. Please try again.`;
const TOO_MANY_ATTEMPTS = msg`Too many attempts. Wait a moment and try again.`;
export const INVALID_EMAIL = msg`Enter a valid e-mail address.`;
export const NEW_PASSWORD_NOT_ACCEPTED = msg`The new password was not accepted. Choose another one with at least 8 characters, an uppercase letter, a lowercase letter and a digit.`;

/** POST /auth/create-password-reset: the address is the form's one field, so a refused request is about it. */
export const REQUEST_RESET_REFUSALS: FieldRefusals<'email'> = {
  fields: ['email'],
  slugs: { validation_failed: { field: 'email', message: INVALID_EMAIL } },
  messages: { email: INVALID_EMAIL },
};

/** POST /auth/reset-password (002 §8): "new password not accepted" by the field; an expired link is the form's. */
export const RESET_REFUSALS: FieldRefusals<'code' | 'password' | 'confirmation'> = {
  fields: ['code', 'password', 'confirmation'],
  slugs: {
    new_password_not_accepted: { field: 'password', message: NEW_PASSWORD_NOT_ACCEPTED },
    invalid_new_password: { field: 'password', message: NEW_PASSWORD_NOT_ACCEPTED },
  },
  messages: { password: NEW_PASSWORD_NOT_ACCEPTED },
};

/** The reset link is no longer valid: the form offers to request a new one. */
export const INVALID_RESET_CODE_SLUG = 'invalid_reset_code';

/** What either form says of a refusal no field shows. */
export const formFailureMessage = (rest: Failure): MessageDescriptor =>
  rest.status === 429 || rest.slug === 'too_many_attempts' ? TOO_MANY_ATTEMPTS : GENERIC_ERROR;
