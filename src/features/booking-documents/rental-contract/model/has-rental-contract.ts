import type { BookingDto } from '@/entities/booking';

// The contract is written when the booking is confirmed and stays with it after the trip.
const WITH_CONTRACT: ReadonlySet<BookingDto['ecommerceStatus']> = new Set(['confirmed', 'active', 'ended', 'completed']);

/** Whether the booking has a rental contract to download (the API answers 404 before it is confirmed). */
export const hasRentalContract = (booking: Pick<BookingDto, 'ecommerceStatus'>): boolean => WITH_CONTRACT.has(booking.ecommerceStatus);
