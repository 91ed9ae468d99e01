import { describe, expect, it } from 'vitest';
import { readCallbackParams } from './callback-params';

const q = (query: string) => new URLSearchParams(query);

describe('OAuth callback parameters', () => {
  it('reads the code and the provider named in the query', () => {
    expect(readCallbackParams(q('code=abc&provider=google'), undefined)).toEqual({ kind: 'ok', code: 'abc', provider: 'google' });
  });

  it('takes the provider from the OAuth state, plain or as JSON', () => {
    expect(readCallbackParams(q('code=abc&state=facebook'), undefined)).toEqual({ kind: 'ok', code: 'abc', provider: 'facebook' });
    expect(readCallbackParams(q(`code=abc&state=${encodeURIComponent('{"provider":"google"}')}`), undefined)).toEqual({
      kind: 'ok',
      code: 'abc',
      provider: 'google',
    });
  });

  it('falls back to the provider this tab remembered before leaving', () => {
    expect(readCallbackParams(q('code=abc&state=xyz'), 'facebook')).toEqual({ kind: 'ok', code: 'abc', provider: 'facebook' });
  });

  it('reports a refusal, a missing code and an unknown provider', () => {
    expect(readCallbackParams(q('error=access_denied'), 'google')).toEqual({ kind: 'denied', provider: 'google' });
    expect(readCallbackParams(q('provider=google'), undefined)).toEqual({ kind: 'missing-code', provider: 'google' });
    expect(readCallbackParams(q('code=abc&provider=twitter'), undefined)).toEqual({ kind: 'unknown-provider' });
    expect(readCallbackParams(q('code=abc'), undefined)).toEqual({ kind: 'unknown-provider' });
  });
});
