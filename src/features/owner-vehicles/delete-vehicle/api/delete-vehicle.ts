import { api } from '@/shared/api';

/**
 * DELETE /assets/{id} (204, no body): refused (409 `vehicle_has_open_bookings`) while the vehicle
 * has open bookings (000 §4); the client's middleware throws every error answer as an ApiError.
 */
export async function deleteVehicle(id: number): Promise<void> {
  await api.DELETE('/assets/{id}', { params: { path: { id } } });
}
