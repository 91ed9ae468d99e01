import type { Store } from '../store/store';
import type { Table } from '../store/table';
import { depositOfOrder, installmentsOfOrder, orderOfBooking } from './booking-records-access';

const HOUR_MS = 3_600_000;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
// Fields that name a moment but are not the booking's own time (the row's last edit) stay as they are.
const KEPT = new Set(['updatedAt']);

export interface ClockMove {
  /** Whole days: the booking's dates and its timestamps move back by them. */
  days: number;
  /** More hours for its timestamps only (a deadline of 48 hours, a release 48 hours after the return). */
  hours: number;
}

/** The row's dates moved back: date-times by days and hours, `YYYY-MM-DD` dates by the days. */
function shifted(row: Record<string, unknown>, move: ClockMove): Record<string, unknown> {
  const change: Record<string, unknown> = {};
  const shiftMs = (move.days * 24 + move.hours) * HOUR_MS;
  for (const [field, value] of Object.entries(row)) {
    if (typeof value !== 'string' || KEPT.has(field)) continue;
    if (DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) change[field] = new Date(Date.parse(value) - shiftMs).toISOString();
    else if (DATE.test(value)) change[field] = new Date(Date.parse(`${value}T00:00:00Z`) - move.days * 24 * HOUR_MS).toISOString().slice(0, 10);
  }
  return change;
}

function shiftRows<Row extends { id: number }>(table: Table<Row>, rows: readonly Row[], move: ClockMove): void {
  for (const row of rows) table.update(row.id, shifted(row as unknown as Record<string, unknown>, move) as Partial<Omit<Row, 'id'>>);
}

/**
 * Moves one booking's time on without touching anybody else's: every date of the booking and of
 * its order, installments, deposit, transfers, payments, events, change requests and extra charges
 * moves back by the offset, so "now" lands that much later in the booking's life. The time rules
 * (due and expired installments, the automatic charge, the deposit's reservation 6 days before the
 * start and its release 48 hours after the return) then apply on the next request as if the time had
 * passed. Answers the booking's new dates.
 */
export function moveBookingClock(store: Store, bookingId: number, move: ClockMove): { fromDate: string; toDate: string } | undefined {
  const booking = store.bookings.get(bookingId);
  if (!booking) return undefined;
  const order = orderOfBooking(store, bookingId);
  if (order) {
    shiftRows(store.installments, installmentsOfOrder(store, order.id), move);
    const deposit = depositOfOrder(store, order.id);
    if (deposit) shiftRows(store.deposits, [deposit], move);
    shiftRows(store.transfers, store.transfers.by('orderId', order.id), move);
    const payable = new Set([`order:${order.id}`, ...installmentsOfOrder(store, order.id).map((i) => `installment:${i.id}`), ...(deposit ? [`deposit:${deposit.id}`] : [])]);
    shiftRows(store.payments, store.payments.all().filter((p) => payable.has(`${p.payableType}:${p.payableId}`)), move);
    shiftRows(store.orders, [order], move);
  }
  shiftRows(store.bookingEvents, store.bookingEvents.by('bookingId', bookingId), move);
  shiftRows(store.changeRequests, store.changeRequests.by('bookingId', bookingId), move);
  shiftRows(store.extraCharges, store.extraCharges.by('bookingId', bookingId), move);
  shiftRows(store.bookings, [booking], move);
  return { fromDate: booking.fromDate, toDate: booking.toDate };
}
