export { VehicleBookingPanel, type VehicleBookingPanelProps } from './ui/vehicle-booking-panel';
