import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { createSandboxServer } from '../node';
import { SEED_MOMENT } from '../seed/seed-context';

// An hour after the seed's "now", as a test run would be some time after the sandbox started.
const clock = manualClock(new Date(SEED_MOMENT.getTime() + 3_600_000));
const TODAY = '2026-11-20';
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
const get = async (path: string, token: string) => (await (await fetch(`${apiBaseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: Json };
const tokenOf = async (email: string) => ((await post('/auth/login', { email, password: 'Sandbox2026' })).body['data'] as { token: string }).token;

interface Claimed {
  vehicleId: number;
  ownerEmail: string;
  fromDate: string;
  toDate: string;
  nights: number;
  bookingMethod: string;
}
interface Made {
  bookingId: number;
  vehicleId: number;
  fromDate: string;
  toDate: string;
  ecommerceStatus: string;
}

describe('test data in one call (sandbox-only endpoints)', { timeout: 30_000 }, () => {
  it('hands out a vehicle nobody else got, with free dates the renter can request right away', async () => {
    const wish = { bookingMethod: 'instant', subType: 'motorhome', renterEmail: 'renter@sandbox.test', nights: 5, startsIn: 20, withExtras: true };
    const first = (await post('/__sandbox/vehicles/claim', wish)).body['data'] as Claimed;
    const second = (await post('/__sandbox/vehicles/claim', wish)).body['data'] as Claimed;
    expect(first.vehicleId).not.toBe(second.vehicleId);
    expect(first).toMatchObject({ bookingMethod: 'instant', nights: 5 });
    expect(first.fromDate >= '2026-12-10').toBe(true);
    expect(first.ownerEmail.endsWith('@sandbox.test')).toBe(false);

    const renter = await tokenOf('renter@sandbox.test');
    const draft = await post(
      '/bookings',
      { assetId: first.vehicleId, fromDate: first.fromDate, toDate: first.toDate, message: 'Two adults on a tour of the coast.', destinationAbroad: false, travelAbroad: false, drivingLicenseConfirmed: true },
      renter,
    );
    expect(draft.status).toBe(201);
  });

  it('hands out a vehicle considered Swiss, or one that is not', async () => {
    const swiss = (await post('/__sandbox/vehicles/claim', { swiss: true, bookingMethod: 'instant' })).body['data'] as Claimed;
    const other = (await post('/__sandbox/vehicles/claim', { swiss: false })).body['data'] as Claimed;
    const renter = await tokenOf('renter@sandbox.test');
    const considered = async (id: number) => ((await get(`/assets/${id}`, renter)).data as { isConsideredSwiss: boolean }).isConsideredSwiss;
    expect(await considered(swiss.vehicleId)).toBe(true);
    expect(await considered(other.vehicleId)).toBe(false);
    expect((await post('/__sandbox/vehicles/claim', { swiss: 'yes' })).body).toMatchObject({ errors: { swiss: [expect.any(String)] } });
  });

  it('hands out one of a named owner’s vehicles', async () => {
    const claimed = (await post('/__sandbox/vehicles/claim', { ownerEmail: 'owner@sandbox.test', bookingMethod: 'binding' })).body['data'] as Claimed;
    expect(claimed.ownerEmail).toBe('owner@sandbox.test');
  });

  it.each([
    ['requested', 'binding', 'pending_confirmation'],
    ['accepted', 'binding', 'pending_confirmation'],
    ['declined', 'binding', 'canceled_by_owner'],
    ['withdrawn', 'binding', 'canceled_by_renter'],
    ['unanswered', 'binding', 'canceled_by_system'],
    ['confirmed', 'instant', 'confirmed'],
    ['renter_canceled', 'instant', 'canceled_by_renter'],
    ['active', 'instant', 'active'],
    ['ended', 'instant', 'ended'],
    ['completed', 'instant', 'completed'],
    ['draft', 'instant', 'draft'],
  ])('makes a %s booking (%s vehicle): %s, and the time rules leave it so', async (scenario, bookingMethod, status) => {
    const { status: code, body } = await post('/__sandbox/bookings', { scenario, bookingMethod });
    expect(code).toBe(201);
    const made = body['data'] as Made;
    expect(made.ecommerceStatus).toBe(status);
    const renter = await tokenOf('renter@sandbox.test');
    expect((await get(`/bookings/${made.bookingId}`, renter)).data['ecommerceStatus']).toBe(status);
  });

  it('makes a completed booking nobody has reviewed yet, so a test can write the review (issue #19)', async () => {
    const made = (await post('/__sandbox/bookings', { scenario: 'completed' })).body['data'] as Made;
    const renter = await tokenOf('renter@sandbox.test');
    const review = await post(`/bookings/${made.bookingId}/reviews`, { overallScore: 5, overallComment: 'Great' }, renter);
    expect(review.status).toBe(201);
    expect((await post('/__sandbox/bookings', { scenario: 'completed', reviewed: 'yes' })).status).toBe(422);
  });

  it('makes a confirmed booking starting today for a named owner’s vehicle', async () => {
    const made = (await post('/__sandbox/bookings', { scenario: 'confirmed', ownerEmail: 'topowner@sandbox.test', startsIn: 0, nights: 3 })).body['data'] as Made;
    expect(made).toMatchObject({ fromDate: TODAY, toDate: '2026-11-23', ecommerceStatus: 'confirmed' });
    const owner = await tokenOf('topowner@sandbox.test');
    expect((await get(`/bookings/${made.bookingId}`, owner)).data['ecommerceStatus']).toBe('confirmed');
  });

  it('makes a request the owner has to answer within the day', async () => {
    const made = (await post('/__sandbox/bookings', { scenario: 'requested', ownerEmail: 'owner@sandbox.test', bookingMethod: 'binding', requestedHoursAgo: 2 })).body['data'] as Made;
    const owner = await tokenOf('owner@sandbox.test');
    const booking = (await get(`/bookings/${made.bookingId}`, owner)).data;
    expect(booking['ecommerceStatus']).toBe('pending_confirmation');
    expect(Date.parse(String(booking['createdAt']))).toBeLessThan(clock.now().getTime() - 3_600_000);
  });

  it('makes a confirmed booking with the renter’s change request waiting for the owner (issue #15)', async () => {
    const made = (await post('/__sandbox/bookings', { scenario: 'confirmed', startsIn: 40, pendingChange: true })).body['data'] as Made;
    const requests = (await get(`/bookings/${made.bookingId}/change-requests`, await tokenOf('renter@sandbox.test'))).data as unknown as Json[];
    const day = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    expect(requests).toMatchObject([{ status: 'pending', createdBy: 'renter', newFromDate: day(made.fromDate, 1), newToDate: day(made.toDate, 2) }]);
    expect((await post('/__sandbox/bookings', { scenario: 'requested', pendingChange: true })).body).toMatchObject({ errors: { pendingChange: [expect.any(String)] } });
  });

  it('decides an additional driver by the age and licence years the reviewers read (issue #15, 001 §5)', async () => {
    const made = (await post('/__sandbox/bookings', { scenario: 'confirmed', startsIn: 40 })).body['data'] as Made;
    const renter = await tokenOf('renter@sandbox.test');
    const addDriver = async () => ((await post(`/bookings/${made.bookingId}/additional-drivers`, { name: 'Karin Berg' }, renter)).body['data'] as { id: number }).id;
    const photo = async (id: number, type: string) => {
      const form = new FormData();
      form.append('type', type);
      form.append('file', new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'licence.jpg', { type: 'image/jpeg' }));
      return fetch(`${apiBaseUrl}/additional-drivers/${id}/images`, { method: 'POST', headers: { authorization: `Bearer ${renter}` }, body: form });
    };
    const approved = await addDriver();
    expect((await post(`/__sandbox/additional-drivers/${approved}/decision`, { age: 40, licenceYears: 20 })).status).toBe(409);
    await photo(approved, 'driving_license_front');
    await photo(approved, 'driving_license_back');
    expect((await post(`/__sandbox/additional-drivers/${approved}/decision`, { age: 40, licenceYears: 20 })).body['data']).toMatchObject({ status: 'approved', refusals: [] });
    const denied = await addDriver();
    await photo(denied, 'driving_license_front');
    await photo(denied, 'driving_license_back');
    expect((await post(`/__sandbox/additional-drivers/${denied}/decision`, { age: 40, licenceYears: 2 })).body['data']).toMatchObject({ status: 'denied', refusals: ['licence_too_new'] });
    expect((await post(`/__sandbox/additional-drivers/${denied}/decision`, { age: 'forty' })).status).toBe(422);
  });

  it('refuses what it cannot make, naming the field', async () => {
    expect((await post('/__sandbox/bookings', { scenario: 'lost' })).body).toMatchObject({ errors: { scenario: [expect.any(String)] } });
    expect((await post('/__sandbox/bookings', { scenario: 'active', startsIn: 3 })).status).toBe(422);
    expect((await post('/__sandbox/vehicles/claim', { nights: 0 })).body).toMatchObject({ errors: { nights: [expect.any(String)] } });
    expect((await post('/__sandbox/vehicles/claim', { ownerEmail: 'nobody@sandbox.test' })).status).toBe(404);
  });
});

describe('requests for a named owner', { timeout: 30_000 }, () => {
  it('move on to later weeks once the owner’s vehicles are taken', async () => {
    const made: Made[] = [];
    for (let i = 0; i < 8; i++) made.push((await post('/__sandbox/bookings', { scenario: 'requested', ownerEmail: 'owner@sandbox.test' })).body['data'] as Made);
    expect(new Set(made.map((b) => `${b.vehicleId} ${b.fromDate}`)).size).toBe(8);
  });
});
