import { queryOptions } from '@tanstack/react-query';
import type { RentedPeriod, UnavailablePeriod, UnavailablePeriodValues } from '@/entities/vehicle';
import { api, noContent, unwrap } from '@/shared/api';

export interface VehicleCalendar {
  rented: RentedPeriod[];
  unavailable: UnavailablePeriod[];
}

export const availabilityKey = (vehicleId: number) => ['vehicle-editor', vehicleId, 'calendar'] as const;

/** The owner's calendar of a vehicle: its booked periods (`/rented-periods`) and the periods the owner blocked (`/unavailable-periods`). */
export const vehicleCalendarQuery = (vehicleId: number) =>
  queryOptions({
    queryKey: availabilityKey(vehicleId),
    queryFn: async ({ signal }): Promise<VehicleCalendar> => {
      const path = { id: vehicleId };
      const [rented, unavailable] = await Promise.all([
        unwrap(api.GET('/assets/{id}/rented-periods', { params: { path }, signal })),
        unwrap(api.GET('/assets/{id}/unavailable-periods', { params: { path }, signal })),
      ]);
      return { rented: rented.data, unavailable: unavailable.data };
    },
  });

// The contract takes no empty preset: a period without one leaves it out (a change keeps the one it had).
const bodyOf = ({ fromDate, toDate, reason, note }: UnavailablePeriodValues) => ({ fromDate, toDate, note: note.trim() === '' ? null : note.trim(), ...(reason ? { reason } : {}) });

/** `POST /unavailable-periods` for a new period, `PUT /unavailable-periods/{id}` for a change (a started period sends its start unchanged). */
export async function saveUnavailablePeriod(vehicleId: number, periodId: number | null, values: UnavailablePeriodValues): Promise<UnavailablePeriod> {
  if (periodId === null) return (await unwrap(api.POST('/unavailable-periods', { body: { assetId: vehicleId, ...bodyOf(values) } }))).data;
  return (await unwrap(api.PUT('/unavailable-periods/{id}', { params: { path: { id: periodId } }, body: bodyOf(values) }))).data;
}

export async function deleteUnavailablePeriod(periodId: number): Promise<void> {
  await noContent(api.DELETE('/unavailable-periods/{id}', { params: { path: { id: periodId } } }));
}
