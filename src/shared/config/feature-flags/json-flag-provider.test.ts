import { OpenFeature } from '@openfeature/web-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JsonFlagProvider } from './json-flag-provider';

afterEach(async () => {
  await OpenFeature.clearProviders();
});

const answering = (body: unknown, status = 200) => vi.fn(async (_input: RequestInfo | URL) => new Response(JSON.stringify(body), { status }));

describe('JsonFlagProvider (OpenFeature)', () => {
  it('evaluates the service\'s flags and sends the evaluation context along', async () => {
    const fetchFn = answering({ flags: { renterAccess: false, ownerCampaign: 'new' } });
    await OpenFeature.setProviderAndWait(new JsonFlagProvider('http://localhost/api/__sandbox/flags', fetchFn), { site: 'swiss' });
    const client = OpenFeature.getClient();
    expect(client.getBooleanValue('renterAccess', true)).toBe(false);
    expect(client.getStringValue('ownerCampaign', 'control')).toBe('new');
    expect(client.getBooleanValue('maintenanceMain', false)).toBe(false);
    expect(String(fetchFn.mock.calls[0]?.[0])).toBe('http://localhost/api/__sandbox/flags?site=swiss');
  });

  it('keeps the caller\'s default for a value of the wrong type', async () => {
    await OpenFeature.setProviderAndWait(new JsonFlagProvider('http://localhost/flags', answering({ flags: { renterAccess: 'no' } })));
    const details = OpenFeature.getClient().getBooleanDetails('renterAccess', true);
    expect(details.value).toBe(true);
    expect(details.errorCode).toBe('TYPE_MISMATCH');
  });

  it('fails to start when the service cannot be reached, so every flag keeps its default', async () => {
    const provider = new JsonFlagProvider('http://localhost/flags', answering({}, 503));
    await expect(OpenFeature.setProviderAndWait(provider)).rejects.toBeDefined();
    expect(OpenFeature.getClient().getBooleanValue('renterAccess', true)).toBe(true);
  });
});
