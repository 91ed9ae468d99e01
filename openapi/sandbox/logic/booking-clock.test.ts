import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { createSandboxServer } from '../node';
import { SEED_MOMENT } from '../seed/seed-context';

const clock = manualClock(new Date(SEED_MOMENT.getTime() + 3_600_000));
const { server, apiBaseUrl } = createSandboxServer({ clock });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

type Json = Record<string, unknown>;
const post = async (path: string, body: unknown, token?: string): Promise<{ status: number; body: Json }> => {
  const response = await fetch(`${apiBaseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
};
const tokenOf = async (email: string) => ((await post('/auth/login', { email, password: 'Sandbox2026' })).body['data'] as { token: string }).token;

interface Order {
  installments: { type: string; status: string; dueAt: string }[];
  deposit: { status: string } | null;
}
const orderOf = async (orderId: number, token: string) =>
  ((await (await fetch(`${apiBaseUrl}/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: Order }).data;

describe('the sandbox clock of one booking (POST /__sandbox/bookings/{id}/clock)', { timeout: 30_000 }, () => {
  it('moves one booking to its deposit reservation 6 days before the start, and no other booking', async () => {
    const made = (await post('/__sandbox/bookings', { scenario: 'confirmed', startsIn: 40, payLater: true })).body['data'] as { bookingId: number; orderId: number; fromDate: string };
    const other = (await post('/__sandbox/bookings', { scenario: 'confirmed', startsIn: 40, payLater: true })).body['data'] as { bookingId: number; orderId: number; fromDate: string };
    const token = await tokenOf('renter@sandbox.test');
    const before = await orderOf(made.orderId, token);
    expect(before.deposit?.status).toBe('pending');

    // 40 days ahead; 34 days on, the start is 6 days away.
    const moved = await post(`/__sandbox/bookings/${made.bookingId}/clock`, { days: 34 });
    expect(moved.status).toBe(200);
    const fromDate = (moved.body['data'] as { fromDate: string }).fromDate;
    expect(Date.parse(made.fromDate) - Date.parse(fromDate)).toBe(34 * 86_400_000);
    const order = await orderOf(made.orderId, token);
    expect(order.deposit?.status).toBe('payable');
    // The rest of the rental fee was due 30 days before the start: now past, so expired.
    expect(order.installments.find((i) => i.type === 'rental_fee')?.status).toBe('expired');
    expect((await orderOf(other.orderId, token)).deposit?.status).toBe('pending');
  });

  it('refuses a move that is not whole days and hours, and an unknown booking', async () => {
    expect((await post('/__sandbox/bookings/1/clock', { days: -1 })).status).toBe(422);
    expect((await post('/__sandbox/bookings/1/clock', { hours: 30 })).status).toBe(422);
    expect((await post('/__sandbox/bookings/1/clock', {})).status).toBe(422);
    expect((await post('/__sandbox/bookings/999999/clock', { days: 1 })).status).toBe(404);
  });
});
