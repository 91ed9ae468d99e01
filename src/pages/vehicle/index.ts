export { VehiclePage } from './ui/vehicle-page';
export { vehicleLoader, vehicleShouldRevalidate } from './model/vehicle-loader';
