import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { createSandboxServer } from '../node';
import { SEED_MOMENT } from '../seed/seed-context';

const clock = manualClock(new Date(SEED_MOMENT.getTime() + 3_600_000));
const { server, apiBaseUrl } = createSandboxServer({ clock });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

type Json = Record<string, unknown>;
const call = async (method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: Json; text: string; type: string | null }> => {
  const response = await fetch(`${apiBaseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const type = response.headers.get('content-type');
  return { status: response.status, body: type?.includes('json') ? (JSON.parse(text) as Json) : {}, text, type };
};
const tokenOf = async (email: string) => ((await call('POST', '/auth/login', { email, password: 'Sandbox2026' })).body['data'] as { token: string }).token;

interface Payout {
  id: number;
  status: string;
  estimated: boolean;
  amount: number;
  bookingTransactions: { bookingId: number | null; type: string; amount: number }[];
}
/** Every payout of the owner (the estimated ones of future trips come first, so one page may not hold a new payout). */
const payoutsOf = async (token: string): Promise<Payout[]> => {
  const all: Payout[] = [];
  for (let page = 1; ; page++) {
    const answer = await call('GET', `/payouts?page[size]=100&page[number]=${page}`, undefined, token);
    if (answer.status !== 200) throw new Error(answer.text);
    const data = answer.body['data'] as Payout[];
    all.push(...data);
    if (data.length < 100) return all;
  }
};

describe('payouts of completed bookings (issue #14 point 6)', { timeout: 30_000 }, () => {
  it('pays out a booking completed in one call: one payout on its way, its transfers succeeded', async () => {
    const answer = await call('POST', '/__sandbox/bookings', { scenario: 'completed', ownerEmail: 'owner@sandbox.test' });
    expect(answer.status, answer.text).toBe(201);
    const made = answer.body['data'] as { bookingId: number; orderId: number };
    const owner = await tokenOf('owner@sandbox.test');
    const payout = (await payoutsOf(owner)).find((p) => p.bookingTransactions.some((t) => t.bookingId === made.bookingId));
    expect(payout).toMatchObject({ status: 'in_transit', estimated: false });
    expect(payout?.amount).toBe(payout?.bookingTransactions.reduce((sum, t) => sum + t.amount, 0));

    const order = (await call('GET', `/orders/${made.orderId}?include=transfers`, undefined, owner)).body['data'] as { ownersTotal: number; transfers: { type: string; status: string; netAmount: number }[] };
    expect(order.transfers.filter((t) => t.type === 'total')).toEqual([expect.objectContaining({ status: 'succeeded', netAmount: order.ownersTotal })]);
    const detail = (await call('GET', `/payouts/${payout?.id}`, undefined, owner)).body['data'] as Payout;
    expect(detail.bookingTransactions[0]).toMatchObject({ bookingId: made.bookingId, type: 'rental_fee', amount: order.ownersTotal });
  });

  it('pays out an ended booking when it completes 48 hours after the return, and only once', async () => {
    const made = (await call('POST', '/__sandbox/bookings', { scenario: 'ended', ownerEmail: 'owner@sandbox.test' })).body['data'] as { bookingId: number };
    const before = await payoutsOf(await tokenOf('owner@sandbox.test'));
    expect(before.some((p) => !p.estimated && p.bookingTransactions.some((t) => t.bookingId === made.bookingId))).toBe(false);
    clock.set(new Date(clock.now().getTime() + 3 * 86_400_000));
    const owner = await tokenOf('owner@sandbox.test');
    const booking = (await call('GET', `/bookings/${made.bookingId}`, undefined, owner)).body['data'] as { ecommerceStatus: string };
    expect(booking.ecommerceStatus).toBe('completed');
    const after = (await payoutsOf(owner)).filter((p) => p.bookingTransactions.some((t) => t.bookingId === made.bookingId));
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ status: 'in_transit', estimated: false });
  });

  it('links to a stand-in page for the provider that leads back into the app', async () => {
    const owner = await tokenOf('owner@sandbox.test');
    const me = (await call('GET', '/me', undefined, owner)).body['data'] as { id: number };
    const back = 'http://localhost/economy/economy-settings?stripe=return';
    const link = (await call('POST', '/stripe/account-links', { userId: me.id, returnUrl: back, refreshUrl: 'http://localhost/economy/economy-settings?stripe=refresh' }, owner)).body['data'] as { url: string };
    expect(link.url.startsWith(`${apiBaseUrl}/__sandbox/stripe/account-link?`)).toBe(true);
    const page = await call('GET', link.url.slice(apiBaseUrl.length));
    expect(page.type).toContain('text/html');
    expect(page.text).toContain(`href="${back.replace('&', '&#38;')}"`);
    const elsewhere = await call('GET', `/__sandbox/stripe/account-link?return=${encodeURIComponent('https://evil.example/')}&refresh=${encodeURIComponent(back)}`);
    expect(elsewhere.status).toBe(400);
  });
});
