import { describe, expect, it } from 'vitest';
import { manualClock } from './clock';
import { createSandbox } from './create-sandbox';
import { SEED_MOMENT } from './seed/seed-context';
import { SandboxClient, type Call } from './testing/sandbox-client';

/**
 * The probes of issue #21 against the sandbox: a renter could make themselves admin with
 * `PUT /me {"role":"admin"}` and then log in as anyone; a 20 MB message, a 1 MB city and the
 * country `XX` were accepted; a body that is not JSON was a 422.
 */
const sandbox = createSandbox({ clock: manualClock(new Date(SEED_MOMENT.getTime() + 30 * 60_000)) });
const client = new SandboxClient(sandbox);

async function send(call: Call): Promise<{ status: number; body: { slug?: string; errors?: Record<string, string[]>; data?: Record<string, unknown> } }> {
  const response = await client.send(call);
  return { status: response.status, body: response.status === 204 ? {} : await response.json() };
}

function ownerOfFirstVehicle() {
  const vehicle = sandbox.store.assets.all().find((asset) => asset.isActive);
  if (!vehicle) throw new Error('The seed has no active vehicle');
  return vehicle;
}

describe('the sandbox enforces its contract', { timeout: 30_000 }, () => {
  it('refuses a role change through PUT /me, so a renter cannot log in as another user', async () => {
    const changed = await send({ method: 'PUT', path: '/me', as: 'renter', body: { role: 'admin' } });
    expect(changed.status).toBe(422);
    expect(changed.body.errors).toEqual({ role: ['The role field is not allowed.'] });
    const me = await send({ method: 'GET', path: '/me', as: 'renter' });
    expect(me.body.data?.['role']).toBe('renter');
    const other = await send({ method: 'POST', path: '/auth/login-as-user/{id}', params: { id: 2 }, as: 'renter' });
    expect(other.status).toBe(403);
  });

  it.each([
    ['id', 1],
    ['password', 'Admin2026'],
    ['isIdVerified', true],
    ['emailVerified', true],
  ])('refuses %s in PUT /me', async (field, value) => {
    const { status, body } = await send({ method: 'PUT', path: '/me', as: 'renter', body: { city: 'Lund', [field]: value } });
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {})).toContain(field);
  });

  it('bounds strings: a city over 255 characters is a 422, a 1 MB one is refused unread (413)', async () => {
    const long = await send({ method: 'PUT', path: '/me', as: 'renter', body: { city: 'x'.repeat(256) } });
    expect(long.status).toBe(422);
    expect(long.body.errors?.['city']).toEqual(['The city field may not be longer than 255 characters.']);
    const huge = await send({ method: 'PUT', path: '/me', as: 'renter', body: { city: 'x'.repeat(1_000_000) } });
    expect(huge.status).toBe(413);
    expect(huge.body.slug).toBe('payload_too_large');
  });

  it('takes countries from the ISO list only', async () => {
    expect((await send({ method: 'PUT', path: '/me', as: 'renter', body: { country: 'XX' } })).status).toBe(422);
    expect((await send({ method: 'PUT', path: '/me', as: 'renter', body: { country: 'NO' } })).status).toBe(200);
  });

  it('refuses a 20 MB message and one over 5,000 characters, and takes a normal one', async () => {
    const owner = ownerOfFirstVehicle();
    const message = (content: string) => send({ method: 'POST', path: '/conversations', as: 'renter', body: { recipientId: owner.ownerId, assetId: owner.id, content } });
    expect((await message('x'.repeat(20_000_000))).status).toBe(413);
    expect((await message('x'.repeat(5_001))).status).toBe(422);
    expect((await message('Is the vehicle free in June?')).status).toBe(201);
  });

  it('answers a body that is not JSON with 400', async () => {
    const { status, body } = await send({ method: 'PUT', path: '/me', as: 'renter', body: '{"city": ' });
    expect(status).toBe(400);
    expect(body.slug).toBe('invalid_json');
  });
});
