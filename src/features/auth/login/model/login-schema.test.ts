import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginSchema } from './login-schema';

const issuesOf = (input: unknown) => {
  const result = v.safeParse(loginSchema, input, { abortPipeEarly: true });
  return result.success ? {} : v.flatten<typeof loginSchema>(result.issues).nested;
};

describe('login form rules', () => {
  it('accepts an e-mail and any password, trimming the e-mail', () => {
    const result = v.safeParse(loginSchema, { email: '  renter@sandbox.test ', password: 'x' });
    expect(result.success && result.output).toEqual({ email: 'renter@sandbox.test', password: 'x' });
  });

  it('asks for both fields', () => {
    expect(issuesOf({ email: ' ', password: '' })).toEqual({ email: ['email_required'], password: ['password_required'] });
  });

  it('refuses text that is not an e-mail address', () => {
    expect(issuesOf({ email: 'renter.sandbox.test', password: 'Sandbox2026' })).toEqual({ email: ['email_invalid'] });
  });
});
