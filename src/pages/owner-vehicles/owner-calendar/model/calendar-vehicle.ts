import type { VehicleCalendarRules } from '@/entities/vehicle';
import type { components } from '@/shared/api';

type Asset = components['schemas']['Asset'];

/** A vehicle as the calendar needs it: its name and the settings that shape its free days. */
export interface CalendarVehicle {
  id: number;
  name: string;
  rules: VehicleCalendarRules;
}

export function calendarVehicleOf(vehicle: Asset, name: string): CalendarVehicle {
  return {
    id: vehicle.id,
    name,
    rules: { leadTimeDays: vehicle.leadTime ?? 0, checkinWeekdays: vehicle.checkinWeekdays ?? [], checkoutWeekdays: vehicle.checkoutWeekdays ?? [] },
  };
}
