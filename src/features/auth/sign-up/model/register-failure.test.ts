import { describe, expect, it } from 'vitest';
import { registerFailureOf } from './register-failure';

describe('sign-up refusals by slug (002 §8)', () => {
  it('puts refusals about one field on that field', () => {
    expect(registerFailureOf('email_already_registered')).toEqual({ field: 'email', code: 'email_already_registered' });
    expect(registerFailureOf('owner_email_cannot_be_renter')).toEqual({ field: 'email', code: 'owner_email_cannot_be_renter' });
    expect(registerFailureOf('invalid_campaign_code')).toEqual({ field: 'campaignCode', code: 'invalid_campaign_code' });
    expect(registerFailureOf('country_of_residence_not_supported')).toEqual({ field: 'country', code: 'country_of_residence_not_supported' });
    expect(registerFailureOf('terms_not_accepted')).toEqual({ field: 'acceptTerms', code: 'terms_not_accepted' });
  });

  it('words the rest for the whole form', () => {
    expect(registerFailureOf('too_many_attempts')).toEqual({ code: 'too_many_attempts' });
    expect(registerFailureOf('validation_failed')).toEqual({ code: 'check_details' });
    expect(registerFailureOf('unknown_error')).toEqual({ code: 'generic' });
  });

  it('marks each field a validation_failed answer names, in the form\'s own words', () => {
    expect(registerFailureOf('validation_failed', { firstName: ['The name may only hold letters'], password: ['Too short'], nickname: ['?'] })).toEqual({
      code: 'check_details',
      fields: { firstName: 'name_characters', password: 'field_refused' },
    });
    expect(registerFailureOf('validation_failed', { nickname: ['?'] })).toEqual({ code: 'check_details' });
  });
});
