export { UserReviewList, type UserReviewListProps } from './ui/user-review-list';
export { UserReviewsDialog, type UserReviewsDialogProps } from './ui/user-reviews-dialog';
