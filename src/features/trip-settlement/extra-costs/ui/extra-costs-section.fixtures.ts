import type { BookingDto } from '@/entities/booking';
import { bookingOf, hoursFromFixtureNow, orderOf } from '@/shared/test';

type Charge = NonNullable<BookingDto['extraCharges']>[number];

/** A fuel charge of SEK 1,200.00 with the 10% service fee, approved at check-out. */
export const FUEL_CHARGE: Charge = { id: 7, bookingId: 4711, category: 'fuel', amount: 120_000, amountIncFee: 132_000, description: 'Tank not refilled', status: 'approved', isLate: false };

/** The factory's booking after the trip (ended, extra charges allowed, 10% service fee), with these charges and discounts. */
export function endedBooking(charges: Charge[] = [], discounts: NonNullable<BookingDto['extraChargeDiscounts']> = [], status: 'ended' | 'completed' = 'ended'): BookingDto {
  return {
    ...bookingOf({ ecommerceStatus: status, requestStatus: 'accepted', fromDate: '2026-11-12', toDate: '2026-11-19', checkoutApprovedAt: hoursFromFixtureNow(-20) }),
    allowsAddingExtraCharges: true,
    extraChargesServiceFeePercentage: 0.1,
    extraCharges: charges,
    extraChargeDiscounts: discounts,
    order: orderOf(),
  };
}
