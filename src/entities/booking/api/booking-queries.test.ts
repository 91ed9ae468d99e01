import { describe, expect, it } from 'vitest';
import { orderQueries } from '@/entities/order';
import { connectSandboxSession, setupSandboxServer } from '@/shared/test-server';
import { bookingKeys, bookingQueries } from './booking-queries';

setupSandboxServer();
connectSandboxSession('renter@sandbox.test');

const run = <T>(options: { queryFn?: unknown }) => (options.queryFn as () => Promise<T>)();

describe('booking and order queries on the sandbox', () => {
  it("lists the renter's bookings and reads one with its order and installments", async () => {
    const bookings = await run<{ id: number; order?: { id: number } | null }[]>(bookingQueries.list(1));
    const [first] = bookings;
    if (!first) throw new Error('The renter has no bookings in the seed');
    const detail = await run<{ id: number }>(bookingQueries.detail(first.id));
    expect(detail.id).toBe(first.id);
    const withOrder = bookings.find((b) => b.order?.id);
    if (withOrder?.order) {
      const order = await run<{ id: number }>(orderQueries.detail(withOrder.order.id));
      expect(order.id).toBe(withOrder.order.id);
      expect(Array.isArray(await run<unknown[]>(orderQueries.installments(withOrder.order.id)))).toBe(true);
    }
  });

  it('keys lists per user and details per booking', () => {
    expect(bookingKeys.list(1)).not.toEqual(bookingKeys.list(2));
    expect(bookingKeys.detail(5)).toEqual(['bookings', 'detail', 5]);
  });
});
