import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import { PASSWORD_PROBLEM_MESSAGES } from './profile-validation-messages';
import { passwordProblems } from './profile-validation-password';

/**
 * A new password under the rule of 002 §5, for any form that sets one. The message names
 * the first thing missing; passwords are taken exactly as typed (no trimming).
 */
export function newPasswordSchema(translate: (message: MessageDescriptor) => string) {
  return v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const [problem] = passwordProblems(dataset.value);
      if (problem) addIssue({ message: translate(PASSWORD_PROBLEM_MESSAGES[problem]) });
    }),
  );
}
