import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, isAcceptablePassword, passwordProblems } from './profile-validation-password';

// 002 §5: "Password: at least 8 characters with an uppercase letter, a lowercase letter and a digit."
// 002 §9: "Password minimum 8."
describe('password rule (002 §5)', () => {
  it('has a minimum of 8 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(passwordProblems('Abcdef1')).toEqual(['too-short']);
    expect(passwordProblems('Abcdefg1')).toEqual([]);
  });

  it('needs an uppercase letter, a lowercase letter and a digit', () => {
    expect(passwordProblems('abcdefg1')).toEqual(['no-uppercase']);
    expect(passwordProblems('ABCDEFG1')).toEqual(['no-lowercase']);
    expect(passwordProblems('Abcdefgh')).toEqual(['no-digit']);
    expect(passwordProblems('')).toEqual(['too-short', 'no-uppercase', 'no-lowercase', 'no-digit']);
  });

  it('counts A–Z and a–z as the API does', () => {
    expect(passwordProblems('Åsa.lund1')).toEqual(['no-uppercase']);
  });

  it('accepts every password of 8+ characters holding all three kinds', () => {
    const password = fc
      .tuple(fc.constantFrom(...'ABCXYZ'), fc.constantFrom(...'abcxyz'), fc.integer({ min: 0, max: 9 }), fc.string({ minLength: 5, maxLength: 30 }))
      .map(([upper, lower, digit, rest]) => `${rest}${upper}${lower}${digit}`);
    fc.assert(fc.property(password, (p) => isAcceptablePassword(p)));
  });

  it('refuses every password shorter than 8 characters', () => {
    fc.assert(fc.property(fc.string({ maxLength: MIN_PASSWORD_LENGTH - 1 }), (p) => !isAcceptablePassword(p)));
  });
});
