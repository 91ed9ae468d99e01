import { describe, expect, it } from 'vitest';
import { signUpEmailProblem } from './sign-up-email';

describe("an e-mail at sign-up (002 §2.8: an owner's e-mail cannot sign up as a renter)", () => {
  it("refuses an owner's e-mail for a renter account", () => {
    expect(signUpEmailProblem({ exists: true, role: 'owner' }, 'renter')).toBe('owner_email_cannot_be_renter');
  });
  it('says any other address with an account is already registered', () => {
    expect(signUpEmailProblem({ exists: true, role: 'owner' }, 'owner')).toBe('email_already_registered');
    expect(signUpEmailProblem({ exists: true, role: 'renter' }, 'renter')).toBe('email_already_registered');
    expect(signUpEmailProblem({ exists: true, role: null }, 'owner')).toBe('email_already_registered');
  });
  it('lets a free address through', () => {
    expect(signUpEmailProblem({ exists: false, role: null }, 'renter')).toBeNull();
  });
});
