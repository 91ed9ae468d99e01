export { VehicleReviews, type VehicleReviewsProps } from './ui/vehicle-reviews';
