import { describe, expect, it } from 'vitest';
import { loginFailureKind } from './login-failure';

describe('login failure by slug (002 §8)', () => {
  it('wrong e-mail or password', () => {
    expect(loginFailureKind('invalid_credentials')).toBe('invalid_credentials');
    expect(loginFailureKind('http_401')).toBe('invalid_credentials');
  });

  it('"login failed, too many attempts"', () => {
    expect(loginFailureKind('too_many_attempts')).toBe('too_many_attempts');
    expect(loginFailureKind('http_429')).toBe('too_many_attempts');
  });

  it('anything else is the generic error', () => {
    expect(loginFailureKind('unknown_error')).toBe('generic');
    expect(loginFailureKind('http_500')).toBe('generic');
    expect(loginFailureKind(undefined)).toBe('generic');
  });
});
