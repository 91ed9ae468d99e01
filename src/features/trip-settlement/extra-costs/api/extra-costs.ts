import type { QueryClient } from '@tanstack/react-query';
import { bookingKeys, type ExtraChargeCategory } from '@/entities/booking';
import { orderKeys } from '@/entities/order';
import { api, unwrap } from '@/shared/api';

/**
 * A late extra charge (001 §4): `PUT /bookings/{id}` with `extraCharges`, by the owner once the
 * booking has ended or completed. Each becomes an installment the renter pays; refused with 422
 * `extra_charges_not_allowed` when the booking does not allow it.
 */
export async function addExtraCharge(bookingId: number, charge: { category: ExtraChargeCategory; amount: number; description: string }): Promise<void> {
  await unwrap(api.PUT('/bookings/{id}', { params: { path: { id: bookingId } }, body: { extraCharges: [charge] } }));
}

/** A discount on the extra charges: `PUT /bookings/{id}` with `extraChargeDiscounts` (422 `extra_charge_discount_too_high` above the charges). */
export async function addExtraChargeDiscount(bookingId: number, discount: { amount: number; description: string }): Promise<void> {
  await unwrap(api.PUT('/bookings/{id}', { params: { path: { id: bookingId } }, body: { extraChargeDiscounts: [discount] } }));
}

/** The booking and its order (the new installment to pay) are read again. */
export async function refreshExtraCosts(queryClient: QueryClient, bookingId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) }),
    queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'active' }),
  ]);
}
