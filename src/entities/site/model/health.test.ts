import { describe, expect, it } from 'vitest';
import { DEFAULT_HEALTH_STATUS, healthStatusOf, isMaintenance, isOutage } from './health';

describe('site health (spec 002 §4.6)', () => {
  it('"Health status defaults to ok"', () => {
    expect(DEFAULT_HEALTH_STATUS).toBe('ok');
    expect(healthStatusOf(undefined)).toBe('ok');
    expect(healthStatusOf({ status: '' })).toBe('ok');
    expect(healthStatusOf({ status: 'degraded' })).toBe('degraded');
  });

  it('"any other value shows the outage banner"', () => {
    expect(isOutage('ok')).toBe(false);
    for (const status of ['degraded', 'outage', 'maintenance', 'OK']) expect(isOutage(status)).toBe(true);
  });

  it('only the maintenance status turns the maintenance guard on', () => {
    expect(isMaintenance('maintenance')).toBe(true);
    expect(isMaintenance('outage')).toBe(false);
    expect(isMaintenance('ok')).toBe(false);
  });
});
