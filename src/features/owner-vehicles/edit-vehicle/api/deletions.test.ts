import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, unwrap } from '@/shared/api';
import { connectSandboxSession, setupSandboxServer } from '@/shared/test-server';
import { deleteOwnerAddon, ownerAddonsQuery, saveOwnerAddon } from './addon-requests';
import { deleteUnavailablePeriod, saveUnavailablePeriod } from './availability-requests';

// The API answers a deletion with 204 and no body: a helper that wants a body took each success
// for a failure, and the owner saw "could not be deleted" for a deleted add-on.
setupSandboxServer();
connectSandboxSession('owner@sandbox.test');
let vehicleId = 0;

beforeAll(async () => {
  const [vehicle] = (await unwrap(api.GET('/me/assets'))).data;
  if (!vehicle) throw new Error('The seed gives owner@ no vehicle');
  vehicleId = vehicle.id;
});

const listAddons = async () => (await new QueryClient().fetchQuery(ownerAddonsQuery(vehicleId))).map((addon) => addon.id);

describe("the editor's deletions on the sandbox", () => {
  it('deletes an add-on the owner offers, and it is gone', async () => {
    const addon = await saveOwnerAddon(vehicleId, null, { key: 'parking_place', pricingStrategy: 'per_booking', price: 5_000, quantity: 1 });
    expect(await listAddons()).toContain(addon.id);
    await expect(deleteOwnerAddon(vehicleId, addon.id)).resolves.toBeUndefined();
    expect(await listAddons()).not.toContain(addon.id);
  });

  it('deletes an unavailable period', async () => {
    const period = await saveUnavailablePeriod(vehicleId, null, { fromDate: '2030-01-07', toDate: '2030-01-09', reason: 'own_use', note: '' });
    await expect(deleteUnavailablePeriod(period.id)).resolves.toBeUndefined();
    await expect(deleteUnavailablePeriod(period.id)).rejects.toThrow();
  });
});
