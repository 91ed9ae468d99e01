// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_REVIEW_DRAFT, clearReviewDraft, keepReviewDraft, readReviewDraft } from './review-draft';

describe('the review draft', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the score and comment of one booking until cleared', () => {
    keepReviewDraft(7, { score: 4, comment: 'Lovely van' });
    expect(readReviewDraft(7)).toEqual({ score: 4, comment: 'Lovely van' });
    expect(readReviewDraft(8)).toEqual(EMPTY_REVIEW_DRAFT);
    clearReviewDraft(7);
    expect(readReviewDraft(7)).toEqual(EMPTY_REVIEW_DRAFT);
  });

  it('drops a score outside 1 to 5 and a broken value', () => {
    sessionStorage.setItem('campershare:review-draft:7', JSON.stringify({ score: 9, comment: 'x' }));
    expect(readReviewDraft(7)).toEqual({ score: null, comment: 'x' });
    sessionStorage.setItem('campershare:review-draft:7', '{not json');
    expect(readReviewDraft(7)).toEqual(EMPTY_REVIEW_DRAFT);
  });
});
