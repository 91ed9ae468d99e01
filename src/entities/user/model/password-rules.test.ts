import { describe, expect, it } from 'vitest';
import { firstPasswordProblem, passwordsMatch } from './password-rules';
import { MIN_PASSWORD_LENGTH, isAcceptablePassword } from './profile-validation-password';

describe('sign-up password rules (002 §5)', () => {
  it('"Password minimum 8" (002 §9)', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
  });

  it('accepts "at least 8 characters with an uppercase letter, a lowercase letter and a digit"', () => {
    expect(isAcceptablePassword('Sandbox2026')).toBe(true);
    expect(firstPasswordProblem('Abcdefg1')).toBeUndefined();
  });

  it('names the first thing a password lacks, in the order of the rule', () => {
    expect(firstPasswordProblem('Abcdef1')).toBe('too-short');
    expect(firstPasswordProblem('sandbox2026')).toBe('no-uppercase');
    expect(firstPasswordProblem('SANDBOX2026')).toBe('no-lowercase');
    expect(firstPasswordProblem('Sandboxing')).toBe('no-digit');
    expect(firstPasswordProblem('')).toBe('too-short');
  });
});

describe('password confirmation (002 §5: "Password confirmation mismatch is reported")', () => {
  it('matches only the identical text', () => {
    expect(passwordsMatch('Sandbox2026', 'Sandbox2026')).toBe(true);
    expect(passwordsMatch('Sandbox2026', 'sandbox2026')).toBe(false);
    expect(passwordsMatch('Sandbox2026', '')).toBe(false);
  });
});
