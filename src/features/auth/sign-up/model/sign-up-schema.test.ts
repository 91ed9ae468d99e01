import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { signUpSchema, type SignUpInput } from './sign-up-schema';

const valid: SignUpInput = {
  role: 'renter',
  firstName: 'Åsa',
  lastName: "O'Neill-Berg",
  email: 'asa@example.com',
  password: 'Sandbox2026',
  passwordConfirmation: 'Sandbox2026',
  country: 'SE',
  isOrganization: false,
  organizationName: '',
  organizationNumber: '',
  campaignCode: '',
  acceptTerms: true,
};

/** The first problem of each field, as the form shows it (it validates all criteria, see the form). */
const issuesOf = (input: SignUpInput) => {
  const result = v.safeParse(signUpSchema, input);
  if (result.success) return {};
  const nested = v.flatten<typeof signUpSchema>(result.issues).nested ?? {};
  return Object.fromEntries(Object.entries(nested).map(([key, messages]) => [key, messages?.slice(0, 1)]));
};

describe('sign-up rules (002 §2.8, §5)', () => {
  it('accepts a complete sign-up, accented names included', () => {
    expect(issuesOf(valid)).toEqual({});
  });

  it('names: "letters including accented, spaces, hyphen, apostrophe, ampersand, period, plus"', () => {
    expect(issuesOf({ ...valid, firstName: 'Anne-Marie J. & Co+' })).toEqual({});
    expect(issuesOf({ ...valid, firstName: 'R2D2' })).toEqual({ firstName: ['name_characters'] });
    expect(issuesOf({ ...valid, lastName: '  ' })).toEqual({ lastName: ['last_name_required'] });
  });

  it('password: "at least 8 characters with an uppercase letter, a lowercase letter and a digit"', () => {
    expect(issuesOf({ ...valid, password: 'Short1', passwordConfirmation: 'Short1' })).toEqual({ password: ['password:too-short'] });
    expect(issuesOf({ ...valid, password: 'lowercase1', passwordConfirmation: 'lowercase1' })).toEqual({ password: ['password:no-uppercase'] });
    expect(issuesOf({ ...valid, password: 'NoDigitsHere', passwordConfirmation: 'NoDigitsHere' })).toEqual({ password: ['password:no-digit'] });
  });

  it('"Password confirmation mismatch is reported" on the confirmation field', () => {
    expect(issuesOf({ ...valid, passwordConfirmation: 'Sandbox2027' })).toEqual({ passwordConfirmation: ['passwords_mismatch'] });
  });

  it('"Registration supported only for users from supported residence countries"', () => {
    for (const country of ['SE', 'NO', 'FI', 'DK', 'DE', 'AT', 'CH', 'LI']) expect(issuesOf({ ...valid, country })).toEqual({});
    expect(issuesOf({ ...valid, country: 'FR' })).toEqual({ country: ['country_not_supported'] });
    expect(issuesOf({ ...valid, country: '' })).toEqual({ country: ['country_required'] });
  });

  it('"organisation name and number for organisations"', () => {
    expect(issuesOf({ ...valid, isOrganization: true })).toEqual({
      organizationName: ['organization_name_required'],
      organizationNumber: ['organization_number_required'],
    });
    expect(issuesOf({ ...valid, isOrganization: true, organizationName: 'Fjäll Campers AB', organizationNumber: '556677-8899' })).toEqual({});
  });

  it('the campaign code is optional; a code with spaces or symbols cannot be one', () => {
    expect(issuesOf({ ...valid, campaignCode: 'WELCOME2026' })).toEqual({});
    expect(issuesOf({ ...valid, campaignCode: 'WELCOME 2026!' })).toEqual({ campaignCode: ['campaign_code_format'] });
  });

  it('"Terms acceptance is required at sign-up"', () => {
    expect(issuesOf({ ...valid, acceptTerms: false })).toEqual({ acceptTerms: ['terms_required'] });
  });
});
