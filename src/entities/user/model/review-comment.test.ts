import { describe, expect, it } from 'vitest';
import { REVIEW_COMMENT_MAX_LENGTH, reviewCommentProblem } from './review-comment';
import { REVIEW_SCORES, isReviewScore } from './review-score';

// 002 §2.10, §5, §9: score 1 to 5 is required, the comment optional and without contact information.
describe('a review (002 §2.10, §5)', () => {
  it('scores from 1 to 5 and nothing else', () => {
    expect(REVIEW_SCORES).toEqual([1, 2, 3, 4, 5]);
    expect([0, 6, 2.5, '3', null].some(isReviewScore)).toBe(false);
  });

  it('takes an empty comment or plain words', () => {
    expect(reviewCommentProblem('')).toBeNull();
    expect(reviewCommentProblem('Great trip, the van was spotless. We drove 1500 km in 12 days.')).toBeNull();
  });

  it.each(['Mail me at sara@example.com', 'sara at gmail', 'sara (at) example.se', 'Call me on 070-123 45 67', 'ring +47 912 34 567'])(
    'refuses the contact information in "%s"',
    (comment) => {
      expect(reviewCommentProblem(comment)).toBe('contact_info');
    },
  );

  it('refuses a comment over the contract limit of 5,000 characters', () => {
    expect(reviewCommentProblem('a'.repeat(REVIEW_COMMENT_MAX_LENGTH))).toBeNull();
    expect(reviewCommentProblem('a'.repeat(REVIEW_COMMENT_MAX_LENGTH + 1))).toBe('too_long');
  });
});
