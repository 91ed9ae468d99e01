import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '@/shared/ui/dialog';
import { UserReviewList } from './user-review-list';

export interface UserReviewsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: { id: number; firstName: string };
}

/** The user-reviews modal (002 §4.5): the reviews another user received, page by page. */
export function UserReviewsDialog({ open, onOpenChange, user }: UserReviewsDialogProps) {
  const { t } = useLingui();
  const name = user.firstName;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`Reviews of ${name}`} size="md">
      {/* A long list scrolls inside the dialog: keyboard users reach it, even when it holds no link or button. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard (WCAG 2.1.1, axe scrollable-region-focusable) */}
      <div tabIndex={0} role="region" aria-label={t`Reviews of ${name}`}>
        <UserReviewList userId={user.id} filter={{ direction: 'received' }} empty={<Trans>{name} has no reviews yet.</Trans>} />
      </div>
    </Dialog>
  );
}
