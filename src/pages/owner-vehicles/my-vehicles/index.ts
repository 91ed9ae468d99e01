export { MyVehiclesPage } from './ui/my-vehicles-page';
