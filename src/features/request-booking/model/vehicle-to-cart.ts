import type { BookingDateRules } from '@/entities/booking';
import type { CartAddon, CartVehicle } from '@/entities/cart';
import { minNightsFor, type VehicleAddon, type VehicleDetail, type VehicleUnavailableDates } from '@/entities/vehicle';

/** What the flow keeps of the vehicle (000 §3 `cartVehicle`). */
export function cartVehicleOf(vehicle: VehicleDetail): CartVehicle {
  const method = vehicle.bookingMethod;
  return {
    id: vehicle.id,
    name: [vehicle.brand?.name, vehicle.model].filter(Boolean).join(' ') || `#${vehicle.id}`,
    subType: vehicle.subType,
    bookingMethod: method === 'instant' || method === 'non_binding' ? method : 'binding',
    currency: vehicle.currency,
    isConsideredSwiss: vehicle.isConsideredSwiss ?? false,
    minimumAge: vehicle.minimumAge ?? null,
    drivingLicenseClass: vehicle.drivingLicenseClass === 'C1' ? 'C1' : vehicle.drivingLicenseClass === 'B' ? 'B' : null,
    cancellationPolicy: vehicle.cancellationPolicy ?? null,
  };
}

/** An add-on of `GET /assets/{id}/available-addons` as the cart keeps it (000 §3 `cartVehicleAddons`). */
export const cartAddonOf = (addon: VehicleAddon): CartAddon => ({
  key: addon.key,
  type: addon.type,
  group: addon.group ?? null,
  name: addon.name ?? addon.key,
  price: addon.price,
  pricingStrategy: addon.pricingStrategy,
  allowsQuantity: addon.allowsQuantity ?? false,
  maxQuantity: Math.max(1, addon.maxQuantity ?? 1),
  isMandatory: addon.isMandatory ?? false,
});

/** The vehicle's booking rules (001 §5) for the flow's date checks. */
export function dateRulesOf(vehicle: VehicleDetail, unavailable: VehicleUnavailableDates, fromDate: string): BookingDateRules {
  return {
    blockedRanges: unavailable.unavailableDates.map((date) => ({ fromDate: date, toDate: date })),
    checkinWeekdays: vehicle.checkinWeekdays ?? [],
    checkoutWeekdays: vehicle.checkoutWeekdays ?? [],
    minNights: minNightsFor(vehicle, fromDate),
    leadTimeDays: Math.max(0, vehicle.leadTime ?? 0),
  };
}
