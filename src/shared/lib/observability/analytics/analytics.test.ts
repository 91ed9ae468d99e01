// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConsent, setConsent } from '../consent/consent';
import { connectAnalytics, track } from './analytics';
import { createBeaconAdapter } from './beacon-adapter';

afterEach(() => {
  resetConsent();
  connectAnalytics(undefined);
});

const adapter = () => ({ capture: vi.fn(), optOut: vi.fn() });

describe('analytics and the cookie consent', () => {
  it('sends nothing before the visitor consents, and nothing of that time later', () => {
    const service = adapter();
    connectAnalytics(service);
    track('search_viewed', { filters: {} });
    setConsent('rejected');
    track('vehicle_viewed', { vehicleId: 1 });
    expect(service.capture).not.toHaveBeenCalled();
    setConsent('accepted');
    track('favourite_added', { vehicleId: 1 });
    expect(service.capture.mock.calls).toEqual([['favourite_added', { vehicleId: 1 }]]);
  });

  it('keeps accepted events, in order, until the service has loaded', () => {
    setConsent('accepted');
    track('booking_started', { vehicleId: 2 });
    track('booking_step_completed', { vehicleId: 2, step: 'dates' });
    const service = adapter();
    connectAnalytics(service);
    expect(service.capture.mock.calls.map(([event]) => event)).toEqual(['booking_started', 'booking_step_completed']);
  });

  it('stops the service when consent is withdrawn', () => {
    setConsent('accepted');
    const service = adapter();
    connectAnalytics(service);
    resetConsent();
    expect(service.optOut).toHaveBeenCalled();
    track('logged_in', { role: 'renter' });
    expect(service.capture).not.toHaveBeenCalled();
  });
});

describe('the beacon adapter', () => {
  it('posts the events of one task in one request, numbered, with the distinct id', async () => {
    const send = vi.fn(async () => new Response(null, { status: 204 }));
    const beacon = createBeaconAdapter('/api/__sandbox/analytics', 'visitor-1', send);
    beacon.capture('booking_started', { vehicleId: 3 });
    beacon.capture('booking_step_completed', { vehicleId: 3, step: 'dates' });
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/__sandbox/analytics');
    const { events } = JSON.parse(String(init.body)) as { events: { event: string; sequence: number; distinctId: string }[] };
    expect(events.map(({ event, sequence, distinctId }) => [event, sequence, distinctId])).toEqual([
      ['booking_started', 0, 'visitor-1'],
      ['booking_step_completed', 1, 'visitor-1'],
    ]);
  });
});
