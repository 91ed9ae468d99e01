import { lazy, Suspense } from 'react';
import type { BookingPaymentsProps } from './booking-payments';
import { PayFormSkeleton } from './pay-form-skeleton';

// The section, its machines and the payment code load with a booking that has payments, not with the page.
const LoadedBookingPayments = lazy(() => import('./booking-payments').then((module) => ({ default: module.BookingPayments })));

/** `BookingPayments`, loaded when first shown. */
export function BookingPayments(props: BookingPaymentsProps) {
  return (
    <Suspense fallback={<PayFormSkeleton />}>
      <LoadedBookingPayments {...props} />
    </Suspense>
  );
}
