import { msg } from '@lingui/core/macro';
import { holdsContactInfo } from './contact-info';

/** The contract's limit on a review's comment (ReviewCreate.overallComment). */
export const REVIEW_COMMENT_MAX_LENGTH = 5_000;

export type ReviewCommentProblem = 'contact_info' | 'too_long';

/**
 * The comment is optional (002 §5: "a score is required; comment optional"), but like every free
 * field it may not carry contact information: the same rule as messages and profile texts.
 */
export function reviewCommentProblem(comment: string): ReviewCommentProblem | null {
  if (comment.length > REVIEW_COMMENT_MAX_LENGTH) return 'too_long';
  return holdsContactInfo(comment) ? 'contact_info' : null;
}

export const REVIEW_COMMENT_PROBLEM_MESSAGES = {
  contact_info: msg`Leave out e-mail addresses, phone numbers and other contact details.`,
  too_long: msg`Keep the comment to 5,000 characters or fewer.`,
} as const;
