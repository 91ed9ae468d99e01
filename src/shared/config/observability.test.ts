import { describe, expect, it } from 'vitest';
import { flagServiceUrl } from './feature-flags/flags';
import { observabilityConfig } from './observability';

describe('where errors, analytics, vitals and flags go', () => {
  it('uses the sandbox\'s stand-ins when the app runs on the sandbox', () => {
    const config = observabilityConfig({}, 'http://localhost:4303');
    expect(config.errors).toEqual({ dsn: 'http://sandbox@localhost:4303/1', tunnel: '/api/__sandbox/errors' });
    expect(config.analytics).toEqual({ kind: 'beacon', url: '/api/__sandbox/analytics' });
    expect(config.vitals).toEqual({ url: '/api/__sandbox/analytics', sampleRate: 1 });
    expect(flagServiceUrl(undefined, undefined)).toBe('/api/__sandbox/flags');
  });

  it('turns each service on with a real API only when it is configured', () => {
    const api = 'https://api.campershare.example';
    expect(observabilityConfig({ VITE_API_URL: api })).toMatchObject({ errors: null, analytics: null, vitals: null });
    expect(flagServiceUrl(undefined, api)).toBeUndefined();
    const configured = observabilityConfig({
      VITE_API_URL: api,
      VITE_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
      VITE_POSTHOG_KEY: 'phc_key',
      VITE_VITALS_URL: 'https://collect.campershare.example/vitals',
      VITE_VITALS_SAMPLE_RATE: '0.25',
    });
    expect(configured.errors).toEqual({ dsn: 'https://key@o1.ingest.sentry.io/2' });
    expect(configured.analytics).toEqual({ kind: 'posthog', key: 'phc_key', host: 'https://eu.i.posthog.com' });
    expect(configured.vitals).toEqual({ url: 'https://collect.campershare.example/vitals', sampleRate: 0.25 });
    expect(flagServiceUrl('https://flags.campershare.example/flags.json', api)).toBe('https://flags.campershare.example/flags.json');
  });

  it('samples a tenth of page loads by default, and ignores a rate outside 0…1', () => {
    expect(observabilityConfig({ VITE_API_URL: 'https://api', VITE_VITALS_URL: '/v' }).vitals?.sampleRate).toBe(0.1);
    expect(observabilityConfig({ VITE_API_URL: 'https://api', VITE_VITALS_URL: '/v', VITE_VITALS_SAMPLE_RATE: '7' }).vitals?.sampleRate).toBe(0.1);
  });
});
