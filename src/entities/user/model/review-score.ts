import { msg } from '@lingui/core/macro';
import { defineLabels } from '@/shared/lib/labels';

/** A review's score runs from 1 to 5 (002 §2.10, §9). */
export const REVIEW_SCORES = [1, 2, 3, 4, 5] as const;
export type ReviewScore = (typeof REVIEW_SCORES)[number];

export const isReviewScore = (value: unknown): value is ReviewScore => REVIEW_SCORES.includes(value as ReviewScore);

/**
 * What each score means to the person giving it. The spec names the ends (1 not satisfied,
 * 5 very satisfied); the steps between are ours (docs/decisions.md, issue #19).
 */
export const reviewScoreLabel = defineLabels<ReviewScore>({
  1: msg`Not satisfied`,
  2: msg`Partly satisfied`,
  3: msg`Fairly satisfied`,
  4: msg`Satisfied`,
  5: msg`Very satisfied`,
});
