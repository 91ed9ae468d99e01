export { VehicleFacts } from './ui/vehicle-facts';
export { VehicleEquipment } from './ui/vehicle-equipment';
export { VehicleRules } from './ui/vehicle-rules';
export { CancellationPolicy } from './ui/cancellation-policy';
export { VehicleAddons, type VehicleAddonsProps } from './ui/vehicle-addons';
export { VehicleInsurance, type VehicleInsuranceProps } from './ui/vehicle-insurance';
export { VehicleOwner, type VehicleOwnerProps } from './ui/vehicle-owner';
export { VehicleLocation, type VehicleLocationProps } from './ui/vehicle-location';
export { VehicleSection } from './ui/vehicle-section';
