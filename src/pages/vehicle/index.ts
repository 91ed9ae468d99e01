export { VehiclePage } from './ui/vehicle-page';
