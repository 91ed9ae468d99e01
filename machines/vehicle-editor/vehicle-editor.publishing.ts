import { vehicleCompletion, type VehicleRecord } from '@/entities/vehicle';

/**
 * A vehicle can be published when every section is complete (000 §4, by the API's `infoStatuses`),
 * it is not published now, and the provider has not blocked it (000 §8: only support lifts that).
 */
export const isPublishable = (vehicle: VehicleRecord): boolean => !vehicle.isActive && !vehicle.blockReason && vehicleCompletion(vehicle.infoStatuses).missing.length === 0;
