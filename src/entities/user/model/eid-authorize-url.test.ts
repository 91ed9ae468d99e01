import { describe, expect, it } from 'vitest';
import { eidAuthorizeUrl, eidReturnOf } from './eid-authorize-url';

const signed = { domain: 'broker.example', clientId: 'urn:client', request: 'a.b.c' };

describe('the e-ID authorize URL (001 §7: domain, client id, signed request; the hint with JWE)', () => {
  it('goes to the domain’s authorize endpoint with the client id, the signed request and the state', () => {
    const url = new URL(eidAuthorizeUrl(signed, 's1'));
    expect(url.origin + url.pathname).toBe('https://broker.example/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: 'urn:client', request: 'a.b.c', state: 's1' });
  });

  it('adds the hint only when JWE is on', () => {
    expect(new URL(eidAuthorizeUrl({ ...signed, jweEnabled: true }, 's')).searchParams.get('response_mode')).toBe('query.jwt');
    expect(new URL(eidAuthorizeUrl({ ...signed, jweEnabled: false }, 's')).searchParams.has('response_mode')).toBe(false);
  });

  it('takes a domain with its scheme and path as it is (the sandbox’s simulated provider)', () => {
    expect(eidAuthorizeUrl({ ...signed, domain: 'http://localhost:4173/api/__sandbox/eid/' }, 's')).toMatch(/^http:\/\/localhost:4173\/api\/__sandbox\/eid\/oauth2\/authorize\?/);
  });

  it('reads the provider’s answer on the redirect URI', () => {
    expect(eidReturnOf(new URLSearchParams('code=abc&state=s1'))).toEqual({ code: 'abc', state: 's1' });
    expect(eidReturnOf(new URLSearchParams('error=access_denied&state=s1'))).toEqual({ error: 'access_denied', state: 's1' });
    expect(eidReturnOf(new URLSearchParams('return=%2Fx'))).toBeNull();
  });
});
