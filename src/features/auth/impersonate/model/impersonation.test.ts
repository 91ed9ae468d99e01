import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { impersonateSchema } from './impersonate-schema';
import { impersonationFailureOf } from './impersonation-failure';

describe('login as user: the user ID', () => {
  it('is a positive whole number', () => {
    expect(v.parse(impersonateSchema, { userId: ' 42 ' })).toEqual({ userId: 42 });
  });

  it('is required, and refuses anything else', () => {
    const issue = (userId: string) => {
      const result = v.safeParse(impersonateSchema, { userId }, { abortPipeEarly: true });
      return result.success ? undefined : result.issues[0].message;
    };
    expect(issue('')).toBe('user_id_required');
    expect(issue('0')).toBe('user_id_invalid');
    expect(issue('-3')).toBe('user_id_invalid');
    expect(issue('4.5')).toBe('user_id_invalid');
    expect(issue('abc')).toBe('user_id_invalid');
  });
});

describe('impersonation failures by slug', () => {
  it('an unknown user, a user who may not be impersonated, anything else', () => {
    expect(impersonationFailureOf('model_not_found')).toBe('user_not_found');
    expect(impersonationFailureOf('impersonation_failed')).toBe('not_allowed');
    expect(impersonationFailureOf('forbidden')).toBe('not_allowed');
    expect(impersonationFailureOf('http_500')).toBe('generic');
  });
});
