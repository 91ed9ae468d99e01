import type { ChangeBooking, ChangeRequestItem } from '@machines/change-request';
import { dateChangeKindOf, type BookingDto } from '@/entities/booking';

type Order = NonNullable<BookingDto['order']>;

/** What the change-request machine reads of the API's booking and its (polled) order. */
export function changeBookingOf(booking: BookingDto, order: Order | undefined = booking.order): ChangeBooking {
  const installments = order?.installments ?? [];
  const due = installments.find((installment) => installment.type === 'dates_change' && installment.status === 'payable');
  return {
    id: booking.id,
    fromDate: booking.fromDate,
    toDate: booking.toDate,
    kind: dateChangeKindOf({ ...booking, ...(order ? { order } : {}) }),
    orderId: order?.id ?? null,
    extensionPending: order?.extensionPending ?? false,
    differenceDue: due ? { installmentId: due.id, amount: due.amount } : undefined,
    requests: (booking.changeRequests ?? []).map(
      (request): ChangeRequestItem => ({
        id: request.id,
        newFromDate: request.newFromDate,
        newToDate: request.newToDate,
        message: request.message ?? null,
        status: request.status,
        createdBy: request.createdBy ?? 'renter',
        ...(request.costs ? { costs: request.costs } : {}),
        createdAt: request.createdAt,
      }),
    ),
  };
}
