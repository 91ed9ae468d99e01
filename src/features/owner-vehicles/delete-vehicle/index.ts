export { DeleteVehicleButton, type DeleteVehicleButtonProps } from './ui/delete-vehicle-button';
