export { VehicleGrid, type VehicleGridProps } from './ui/vehicle-grid';
export { DEFAULT_SKELETON_COUNT, opensInNewTab, type OpenInNewTab } from './model/open-in-new-tab';
export { VehicleCard, type VehicleCardProps } from './ui/vehicle-card';
export { VehicleCardSkeleton } from './ui/vehicle-card-skeleton';
