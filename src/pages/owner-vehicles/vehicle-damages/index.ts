export { VehicleDamagesPage } from './ui/vehicle-damages-page';
