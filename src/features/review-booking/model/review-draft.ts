import { isReviewScore, type ReviewScore } from '@/entities/user';

/** What the user has chosen and typed in the review dialog, kept until it is sent. */
export interface ReviewDraft {
  score: ReviewScore | null;
  comment: string;
}

export const EMPTY_REVIEW_DRAFT: ReviewDraft = { score: null, comment: '' };

const keyOf = (bookingId: number) => `campershare:review-draft:${bookingId}`;

/** This tab's draft of the review of a booking: a reload or a failed send does not lose it. */
export function readReviewDraft(bookingId: number): ReviewDraft {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(keyOf(bookingId)) ?? 'null');
    if (!raw || typeof raw !== 'object') return EMPTY_REVIEW_DRAFT;
    const { score, comment } = raw as Record<string, unknown>;
    return { score: isReviewScore(score) ? score : null, comment: typeof comment === 'string' ? comment : '' };
  } catch {
    // Storage refused (private mode) or a broken value: start empty.
    return EMPTY_REVIEW_DRAFT;
  }
}

export function keepReviewDraft(bookingId: number, draft: ReviewDraft): void {
  try {
    sessionStorage.setItem(keyOf(bookingId), JSON.stringify(draft));
  } catch {
    // Without storage the draft lives as long as the page; nothing to tell the user.
  }
}

export function clearReviewDraft(bookingId: number): void {
  try {
    sessionStorage.removeItem(keyOf(bookingId));
  } catch {
    // As above.
  }
}
