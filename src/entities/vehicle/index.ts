export type { AssetSubType, Instant, InsuranceIneligibilityReason, Season } from './model/types';
export {
  NORDIC_INSURER_MAX_MASS_KG,
  ODOMETER_LIMIT_KM,
  ODOMETER_WARNING_KM,
  SWISS_INSURER_MAX_MASS_KG,
  TRACKING_DEVICE_THRESHOLD_MINOR,
  insuranceEligibility,
  type InsuranceEligibility,
  type InsuranceEligibilityInput,
} from './model/insurance-eligibility';
export { HEAVY_VEHICLE_MASS_KG, NEW_VEHICLE_DAYS, isActiveVehicle, isHeavyVehicle, isNewVehicle } from './model/vehicle-flags';
export { seasonOf } from './model/season';
export { MONTHLY_PRICE_FROM_NIGHTS, pricePeriodLabel } from './model/price-period';
export { isFieldShownForSubType } from './model/field-visibility';
export { MY_VEHICLES_STALE_MS, vehicleKeys, vehicleQueries } from './api/vehicle-queries';
