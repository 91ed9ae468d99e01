import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { eventsOfEnvelope, observabilityHandlers } from './observability.handlers';

const BASE = 'http://localhost/api/__sandbox';

function sandbox() {
  const handlers = observabilityHandlers();
  return async (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('cookie', init.cookie);
    const response = await getResponse(handlers, new Request(`${BASE}${path}`, { ...init, headers }));
    if (!response) throw new Error(`No handler for ${path}`);
    return { status: response.status, body: response.status === 204 ? {} : ((await response.json()) as Record<string, unknown>) };
  };
}

describe('the sandbox flag service', () => {
  it('answers the defaults, QA\'s changes, and a browser\'s own overrides from its cookie over both', async () => {
    const call = sandbox();
    expect((await call('/flags')).body['flags']).toMatchObject({ renterAccess: true, maintenanceMain: false, ownerCampaign: 'control' });
    expect((await call('/flags', { method: 'PUT', body: JSON.stringify({ ownerCampaign: 'new' }) })).status).toBe(200);
    const cookie = `sandbox-flags=${encodeURIComponent(JSON.stringify({ renterAccess: false, maintenanceMain: true }))}`;
    expect((await call('/flags', { cookie })).body['flags']).toMatchObject({ renterAccess: false, maintenanceMain: true, ownerCampaign: 'new' });
    expect((await call('/flags')).body['flags']).toMatchObject({ renterAccess: true, maintenanceMain: false });
    await call('/flags', { method: 'DELETE' });
    expect((await call('/flags')).body['flags']).toMatchObject({ ownerCampaign: 'control' });
  });

  it('refuses unknown flags and values of the wrong type', async () => {
    const call = sandbox();
    const refused = await call('/flags', { method: 'PUT', body: JSON.stringify({ renterAccess: 'no', darkMode: true }) });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body['errors'] as object).sort()).toEqual(['darkMode', 'renterAccess']);
  });
});

describe('the sandbox sinks', () => {
  it('keeps the events of an error envelope with the sender\'s tag', async () => {
    const call = sandbox();
    const envelope = [JSON.stringify({ event_id: 'a' }), JSON.stringify({ type: 'event' }), JSON.stringify({ message: 'boom', transaction: 'vehicle' }), JSON.stringify({ type: 'client_report' }), JSON.stringify({})].join('\n');
    expect((await call('/errors', { method: 'POST', body: envelope, cookie: 'sandbox-tag=t1' })).body).toEqual({ received: 1 });
    expect(((await call('/errors?tag=t1')).body['data'] as unknown[]).length).toBe(1);
    expect(((await call('/errors?tag=other')).body['data'] as unknown[]).length).toBe(0);
    expect(eventsOfEnvelope(envelope)).toEqual([{ message: 'boom', transaction: 'vehicle' }]);
  });

  it('keeps analytics events and vitals beacons apart, and refuses anything else', async () => {
    const call = sandbox();
    const body = JSON.stringify({ events: [{ event: 'search_viewed', properties: {} }], vitals: [{ name: 'LCP', value: 1200, route: 'index' }] });
    expect((await call('/analytics', { method: 'POST', body, cookie: 'sandbox-tag=t2' })).status).toBe(204);
    const kept = (await call('/analytics?tag=t2')).body['data'] as { kind: string }[];
    expect(kept.map((entry) => entry.kind)).toEqual(['event', 'vital']);
    expect((await call('/analytics', { method: 'POST', body: '{"other":1}' })).status).toBe(422);
  });
});
