import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { createSandboxServer } from '../node';
import { SEED_MOMENT } from '../seed/seed-context';

// 001 §2 overlapping dates and §8 dates unavailable, as the sandbox's accept applies them.
const clock = manualClock(new Date(SEED_MOMENT.getTime() + 3_600_000));
const { server, apiBaseUrl } = createSandboxServer({ clock });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

type Json = Record<string, unknown>;
const call = async (method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: Json }> => {
  const response = await fetch(`${apiBaseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Json };
};
const tokenOf = async (email: string) => ((await call('POST', '/auth/login', { email, password: 'Sandbox2026' })).body['data'] as { token: string }).token;

interface Made {
  bookingId: number;
  vehicleId: number;
  fromDate: string;
  toDate: string;
  ownerEmail: string;
  overlappingBookingIds?: number[];
}
interface BookingJson {
  ecommerceStatus: string;
  requestStatus: string;
  cancellationReason: string | null;
  fromDate: string;
}

describe('accepting a request when others overlap it or its dates are taken', { timeout: 30_000 }, () => {
  it('makes overlapping requests in one call, and accepting one declines the others as already rented out', async () => {
    const made = (await call('POST', '/__sandbox/bookings', { scenario: 'requested', bookingMethod: 'binding', answeringOwner: true, overlappingRequests: 2 })).body['data'] as Made;
    expect(made.overlappingBookingIds).toHaveLength(2);
    const owner = await tokenOf(made.ownerEmail);
    const [first, second] = made.overlappingBookingIds as [number, number];
    const before = (await call('GET', `/bookings/${first}`, undefined, owner)).body['data'] as BookingJson;
    expect(before).toMatchObject({ ecommerceStatus: 'pending_confirmation', requestStatus: 'requested' });
    // A day later, as many nights: they share all nights but the first.
    expect(before.fromDate > made.fromDate && before.fromDate < made.toDate).toBe(true);

    expect((await call('POST', `/bookings/${made.bookingId}/actions`, { action: 'accept' }, owner)).status).toBe(200);
    for (const id of [first, second]) {
      const declined = (await call('GET', `/bookings/${id}`, undefined, owner)).body['data'] as BookingJson;
      expect(declined).toMatchObject({ ecommerceStatus: 'canceled_by_owner', requestStatus: 'denied', cancellationReason: 'already_rented_out' });
      const history = (await call('GET', `/bookings/${id}/history`, undefined, owner)).body['data'] as { type: string }[];
      expect(history.map((event) => event.type)).toContain('canceled_by_owner');
    }
    // The accepted booking holds the nights; no period was added for them.
    const periods = (await call('GET', `/assets/${made.vehicleId}/unavailable-periods`, undefined, owner)).body['data'] as { fromDate: string }[];
    expect(periods.filter((p) => p.fromDate >= made.fromDate && p.fromDate < made.toDate)).toEqual([]);
  });

  it('refuses to accept a request whose nights the owner blocked since, with 409 dates_unavailable, and lets the owner decline it', async () => {
    const made = (await call('POST', '/__sandbox/bookings', { scenario: 'requested', bookingMethod: 'binding', answeringOwner: true, datesBlocked: true })).body['data'] as Made;
    const owner = await tokenOf(made.ownerEmail);
    const accepted = await call('POST', `/bookings/${made.bookingId}/actions`, { action: 'accept' }, owner);
    expect(accepted).toMatchObject({ status: 409, body: { slug: 'dates_unavailable' } });
    const declined = await call('POST', `/bookings/${made.bookingId}/actions`, { action: 'decline', reason: 'own_use' }, owner);
    expect((declined.body['data'] as BookingJson).ecommerceStatus).toBe('canceled_by_owner');
  });

  it('takes overlapping requests and blocked dates only for a requested booking', async () => {
    expect((await call('POST', '/__sandbox/bookings', { scenario: 'confirmed', overlappingRequests: 1 })).status).toBe(422);
    expect((await call('POST', '/__sandbox/bookings', { scenario: 'accepted', datesBlocked: true })).status).toBe(422);
  });
});
