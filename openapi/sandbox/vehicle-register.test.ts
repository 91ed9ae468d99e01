import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from './clock';
import { demoAccount } from './demo-accounts';
import { createSandboxServer } from './node';
import { SEED_MOMENT } from './seed/seed-context';

// The vehicle registers behind `GET /vehicle-data/{a}/{b}` (#18 point 3): the seeded plates, a plate a
// test's owner gets newly registered, and 404 for any other plate.
const { server, sandbox, apiBaseUrl } = createSandboxServer({ clock: manualClock(new Date(SEED_MOMENT.getTime() + 60_000)) });
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const loginAs = async (email: string) => {
  const response = await fetch(`${apiBaseUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Sandbox2026' }) });
  return ((await response.json()) as { data: { token: string } }).data.token;
};
const lookUp = async (token: string, country: string, plate: string) => {
  const response = await fetch(`${apiBaseUrl}/vehicle-data/${country}/${encodeURIComponent(plate)}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown>; slug?: string } };
};
const normal = (plate: string) => plate.replace(/[\s-]/g, '').toUpperCase();

describe('the sandbox vehicle register', { timeout: 30_000 }, () => {
  it('holds real-looking plates of the four import countries that no seeded vehicle has', () => {
    const entries = sandbox.store.vehicleRegister.all().map((r) => r.data);
    expect(new Set(entries.map((d) => d.country))).toEqual(new Set(['SE', 'NO', 'FI', 'DK']));
    for (const { country, licensePlate } of entries) {
      expect(sandbox.store.assets.find((a) => a.registrationCountry === country && normal(a.licensePlate ?? '') === normal(licensePlate))).toBeUndefined();
    }
  });

  it('answers a register plate however it is spaced, a seeded vehicle by its plate, and 404 for any other plate', async () => {
    const token = await loginAs(demoAccount('owner').email);
    const found = await lookUp(token, 'se', 'abc123');
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ country: 'SE', licensePlate: 'ABC 123', brandName: 'Hymer', model: 'ML-T 570', modelYear: 2019, length: 741, maximumAuthorizedMass: 4_100 });
    expect((await lookUp(token, 'fi', 'KTV482')).body.data).toMatchObject({ subType: 'caravan', fueltype: null });
    const seeded = sandbox.store.assets.find((a) => a.registrationCountry === 'NO' && a.licensePlate !== null);
    expect((await lookUp(token, 'no', normal(seeded?.licensePlate ?? ''))).body.data).toMatchObject({ model: seeded?.model });
    expect(await lookUp(token, 'se', 'ZZZ999')).toMatchObject({ status: 404, body: { slug: 'vehicle_not_found' } });
    // The same plate in another country's register is another vehicle.
    expect((await lookUp(token, 'no', 'ABC123')).status).toBe(404);
    expect((await lookUp(token, 'de', 'ABC123')).status).toBe(422);
  });

  it('registers a fresh motorhome for a new owner on request, which that owner can look up and save', async () => {
    const made = async () => (await fetch(`${apiBaseUrl}/__sandbox/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ role: 'owner', country: 'DK', registeredVehicle: true }) })).json() as Promise<{ data: { email: string; licensePlate: string } }>;
    const first = (await made()).data;
    const second = (await made()).data;
    expect(first.licensePlate).toMatch(/^[A-Z]{2} \d{2} \d{3}$/);
    expect(second.licensePlate).not.toBe(first.licensePlate);
    const token = await loginAs(first.email);
    expect((await lookUp(token, 'dk', normal(first.licensePlate))).body.data).toMatchObject({ country: 'DK', licensePlate: first.licensePlate, subType: 'motorhome' });
    const refused = await fetch(`${apiBaseUrl}/__sandbox/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ role: 'renter', registeredVehicle: true }) });
    expect(refused.status).toBe(422);
  });
});
