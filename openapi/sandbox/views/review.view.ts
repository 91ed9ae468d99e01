import type { components } from '@openapi/generated/schema';
import type { RouteContext } from '../http/route';
import type { ReviewRow } from '../store/rows';
import { publicUserView } from './user.view';

type S = components['schemas'];

export function reviewView(ctx: Pick<RouteContext, 'store' | 'urls'>, review: ReviewRow): S['Review'] {
  const author = ctx.store.users.get(review.authorId);
  const reviewee = ctx.store.users.get(review.revieweeId);
  const { authorId: _author, revieweeId: _reviewee, ...fields } = review;
  return {
    ...fields,
    author: author ? publicUserView(ctx, author) : { id: review.authorId, firstName: '' },
    reviewee: reviewee ? publicUserView(ctx, reviewee) : { id: review.revieweeId, firstName: '' },
  };
}

/** Newest first. */
export const newestFirst = <T extends { createdAt: string; id: number }>(rows: T[]): T[] =>
  rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
