import { afterEach, describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS } from './flags';
import { flagValue, resetFlagValues, setFlagValues, whenFlagsSettled } from './flag-store';

afterEach(() => resetFlagValues());

describe('the flag store', () => {
  it('starts at the defaults, which keep today\'s behaviour', () => {
    resetFlagValues();
    expect(flagValue('renterAccess')).toBe(true);
    expect(flagValue('maintenanceMain')).toBe(false);
    expect(flagValue('maintenanceSwiss')).toBe(false);
    expect(flagValue('ownerCampaign')).toBe(FLAG_DEFAULTS.ownerCampaign);
  });

  it('takes the service\'s values and keeps the others', () => {
    setFlagValues({ renterAccess: false, renterCampaign: 'new' });
    expect(flagValue('renterAccess')).toBe(false);
    expect(flagValue('maintenanceMain')).toBe(false);
    expect(flagValue('renterCampaign')).toBe('new');
  });

  it('lets a waiting guard go on after the deadline when the service is silent, and at once after an answer', async () => {
    resetFlagValues();
    const started = Date.now();
    await whenFlagsSettled(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    setFlagValues({ maintenanceSwiss: true });
    await expect(whenFlagsSettled(60_000)).resolves.toBeUndefined();
    expect(flagValue('maintenanceSwiss')).toBe(true);
  });
});
