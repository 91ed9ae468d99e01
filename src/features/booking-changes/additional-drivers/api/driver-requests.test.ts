import { describe, expect, it } from 'vitest';
import { canAddAdditionalDrivers } from '@/entities/booking';
import { api, unwrap } from '@/shared/api';
import { connectSandboxSession, setupSandboxServer } from '@/shared/test-server';
import { addDriver, removeDriver, renameDriver } from './driver-requests';

// Removing a driver is answered with 204 and no body: it must count as done, not as a failure.
const { sandbox } = setupSandboxServer();
connectSandboxSession('renter@sandbox.test');

describe('additional drivers on the sandbox', () => {
  it('adds, renames and removes a driver of an open booking that has not started', async () => {
    const bookings = (await unwrap(api.GET('/bookings', { params: { query: { 'filter[role]': 'renter' } as never } }))).data;
    const open = bookings.find((booking) => canAddAdditionalDrivers(booking, sandbox.now()));
    if (!open) throw new Error('The seed gives renter@ no booking a driver can be added to');
    const driver = await addDriver(open.id, 'Karin Berg');
    expect((await renameDriver(driver.id, 'Karin Berg-Lind')).name).toBe('Karin Berg-Lind');
    await expect(removeDriver(driver.id)).resolves.toBeUndefined();
    const drivers = (await unwrap(api.GET('/bookings/{id}/additional-drivers', { params: { path: { id: open.id } } }))).data;
    expect(drivers.map((d) => d.id)).not.toContain(driver.id);
  });
});
