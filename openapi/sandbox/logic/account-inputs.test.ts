import { describe, expect, it } from 'vitest';
import { holdsContactInfo } from '@/entities/user';
import { isValidIban } from './iban';
import { isAcceptablePassword } from './password-policy';

// The sandbox's own checks of what users type in: payout IBANs, free text, passwords.

describe('IBAN check of the payout account', () => {
  it('accepts valid IBANs with or without spaces', () => {
    expect(isValidIban('SE45 5000 0000 0583 9825 7466')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('CH9300762011623852957')).toBe(true);
  });
  it('refuses wrong check digits and malformed values', () => {
    expect(isValidIban('SE46 5000 0000 0583 9825 7466')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
  });
});

describe('contact information in free text (002 §5)', () => {
  it('refuses at-signs and spelt-out addresses', () => {
    expect(holdsContactInfo('write to sara@example.com')).toBe(true);
    expect(holdsContactInfo('sara at gmail dot com')).toBe(true);
    expect(holdsContactInfo('erik (at) hotmail')).toBe(true);
    expect(holdsContactInfo('erik[at]icloud')).toBe(true);
  });
  it('lets ordinary messages through', () => {
    expect(holdsContactInfo('We arrive at noon with two bikes.')).toBe(false);
  });
});

describe('password policy (002 §5)', () => {
  it('needs 8 characters with upper, lower and a digit', () => {
    expect(isAcceptablePassword('Sandbox2026')).toBe(true);
    expect(isAcceptablePassword('sandbox2026')).toBe(false);
    expect(isAcceptablePassword('SANDBOX2026')).toBe(false);
    expect(isAcceptablePassword('Sandboxx')).toBe(false);
    expect(isAcceptablePassword('Sb2026')).toBe(false);
  });
});
