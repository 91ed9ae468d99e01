import { lazy, Suspense } from 'react';
import type { UserReviewsDialogProps } from './user-reviews-dialog';

// The modal and Radix's dialog load when it first opens, not with the page that offers it.
const Dialog = lazy(() => import('./user-reviews-dialog').then((m) => ({ default: m.UserReviewsDialog })));

export function LazyUserReviewsDialog(props: UserReviewsDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
