import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Failure, FieldRefusals } from '@/shared/lib/flow';

/** 002 §5: "Verify email: wrong code gives 'Verification failed. Try again.'" */
const VERIFICATION_FAILED = msg`Verification failed. Try again.`;

/** POST /verify/email: the code is the form's one field, so a refused code or request is about it. */
export const VERIFY_REFUSALS: FieldRefusals<'code'> = {
  fields: ['code'],
  slugs: {
    invalid_verification_code: { field: 'code', message: VERIFICATION_FAILED },
    validation_failed: { field: 'code', message: VERIFICATION_FAILED },
  },
  messages: { code: VERIFICATION_FAILED },
};

/** What the form says of a refusal the field does not show. */
export const verifyFailureMessage = (rest: Failure): MessageDescriptor =>
  rest.status === 429 || rest.slug === 'too_many_attempts' ? msg`Too many attempts. Wait a moment and try again.` : msg`Something went wrong. Please try again.`;
