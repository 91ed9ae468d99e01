export { VehicleReviews, type VehicleReviewsProps } from './ui/vehicle-reviews';
export { UserReviewList, type UserReviewListProps } from './ui/user-review-list';
export { LazyUserReviewsDialog as UserReviewsDialog } from './ui/lazy-user-reviews-dialog';
export type { UserReviewsDialogProps } from './ui/user-reviews-dialog';
